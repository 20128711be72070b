import XCTest

@testable import SwiftMetrics

final class SwiftMetricsModuleTests: XCTestCase {
  func testModuleName() {
    XCTAssertEqual(SwiftMetricsModule.name, "SwiftMetrics")
  }
}
