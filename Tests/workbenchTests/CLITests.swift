import XCTest

final class CLITests: XCTestCase {
  func testPlaceholder() {
    XCTAssertTrue(true)
  }
}
