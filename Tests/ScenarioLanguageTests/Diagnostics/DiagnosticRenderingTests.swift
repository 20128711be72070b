import ScenarioLanguage
import XCTest

final class DiagnosticRenderingTests: XCTestCase {
  func testCaretKeepsTheTabsOfTheSourceLine() {
    let diagnostic = Script.parse("scenario \"S\"\n\tlaunch\n\t\ttap\tlog_in\nend").diagnostics[0]
    XCTAssertEqual(
      diagnostic.rendered,
      "test.scenario:3:10: error: invalid character '_' in element id 'log_in'; ids use letters, "
        + "digits and '-'\n\t\ttap\tlog_in\n\t\t   \t   ^")
  }

  func testCaretAfterTheEndOfTheLine() {
    let diagnostic = Script.parse("scenario \"S\"\n  launch\n  tap\nend").diagnostics[0]
    XCTAssertEqual(
      diagnostic.rendered,
      "test.scenario:3:6: error: expected an element id after 'tap'\n  tap\n     ^")
  }

  func testADiagnosticBuiltByTheHarnessRendersTheSameWay() {
    let step = Script.parse("scenario \"S\"\n  launch\n  tap login\nend").file.scenarios[0].steps[1]
    let diagnostic = Diagnostic(
      path: "a/b.scenario", location: step.location, message: "no element 'login' on Onboarding",
      sourceLine: step.sourceLine)
    XCTAssertEqual(
      diagnostic.rendered,
      "a/b.scenario:3:3: error: no element 'login' on Onboarding\n  tap login\n  ^")
    XCTAssertEqual(diagnostic.description, diagnostic.rendered)
  }

  func testAnArgumentDiagnosticHasNoLocation() {
    let diagnostic = Diagnostic(
      path: "missing", location: nil, message: "no such file or directory", sourceLine: nil)
    XCTAssertEqual(diagnostic.rendered, "missing: error: no such file or directory")
  }
}
