import XCTest

@testable import Reporting

final class ReportingModuleTests: XCTestCase {
  func testModuleName() {
    XCTAssertEqual(ReportingModule.name, "Reporting")
  }
}
