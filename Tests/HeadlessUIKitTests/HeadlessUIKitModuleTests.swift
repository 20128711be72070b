import XCTest

@testable import HeadlessUIKit

final class HeadlessUIKitModuleTests: XCTestCase {
  func testModuleName() {
    XCTAssertEqual(HeadlessUIKitModule.name, "HeadlessUIKit")
  }
}
