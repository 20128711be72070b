import XCTest

@testable import TownsquareVIPER

final class TownsquareVIPERModuleTests: XCTestCase {
  func testModuleName() {
    XCTAssertEqual(TownsquareVIPERModule.name, "TownsquareVIPER")
  }
}
