import XCTest

@testable import Townsquare

final class TownsquareModuleTests: XCTestCase {
  func testModuleName() {
    XCTAssertEqual(TownsquareModule.name, "Townsquare")
  }
}
