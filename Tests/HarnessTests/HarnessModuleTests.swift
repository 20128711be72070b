import XCTest

@testable import Harness

final class HarnessModuleTests: XCTestCase {
  func testModuleName() {
    XCTAssertEqual(HarnessModule.name, "Harness")
  }
}
