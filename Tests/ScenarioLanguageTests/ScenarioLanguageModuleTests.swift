import XCTest

@testable import ScenarioLanguage

final class ScenarioLanguageModuleTests: XCTestCase {
  func testModuleName() {
    XCTAssertEqual(ScenarioLanguageModule.name, "ScenarioLanguage")
  }
}
