import FoundationXML
import Harness
import Reporting
import XCTest

final class JUnitRendererTests: XCTestCase {
  func testWellFormedWithOneCasePerScenarioAndVariant() throws {
    let xml = JUnitRenderer.render(SampleResults.suite)
    let document = try XMLDocument(xmlString: xml)
    let root = try XCTUnwrap(document.rootElement())
    XCTAssertEqual(root.name, "testsuites")
    XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "6")
    XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "1")
    let suites = root.elements(forName: "testsuite")
    XCTAssertEqual(
      suites.map { $0.attribute(forName: "name")?.stringValue },
      ["VIPER", "VIPER+C", "MVVM+C"])
    XCTAssertEqual(suites.map { $0.elements(forName: "testcase").count }, [2, 2, 2])
    XCTAssertEqual(
      suites[1].elements(forName: "testcase").first?.attribute(forName: "classname")?.stringValue,
      "VIPER+C.a.scenario")
    let failing = suites[2].elements(forName: "testcase")[1]
    XCTAssertEqual(failing.attribute(forName: "name")?.stringValue, "Logs in <again> & \"fails\"")
    let failure = try XCTUnwrap(failing.elements(forName: "failure").first)
    XCTAssertEqual(failure.attribute(forName: "type")?.stringValue, "expectationFailed")
    XCTAssertEqual(
      failure.attribute(forName: "message")?.stringValue, "expected \"<Feed>\" & got 'About'")
    for passing in suites[0...1] {
      XCTAssertTrue(passing.elements(forName: "testcase")[1].elements(forName: "failure").isEmpty)
    }
  }

  /// XML 1.0 cannot hold most control characters even as references, nor U+FFFE and U+FFFF: a
  /// title or typed text with one must still give a file CI can parse.
  func testControlCharactersAndNonCharactersStillMakeValidXML() throws {
    let failure = RunFailure(
      kind: .expectationFailed, location: "a.scenario:3",
      message: "expected 'name' to read \"a\u{1}b\u{FFFE}\" but\tit\r\nreads \"\u{1B}[31m\"")
    let runs = [SampleResults.run("VIPER", failure: failure)]
    let suite = SuiteResult(
      variants: ["VIPER"], files: ["a.scenario"],
      scenarios: [
        ScenarioResult(
          file: "a.scenario", line: 1, title: "Bell \u{7} and \u{FFFF} in a title", tags: [],
          runs: runs, divergence: nil)
      ])
    let xml = JUnitRenderer.render(suite)
    let document = try XMLDocument(xmlString: xml)
    let testcase = try XCTUnwrap(
      document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase")
        .first)
    XCTAssertEqual(
      testcase.attribute(forName: "name")?.stringValue, "Bell \\u{7} and \\u{FFFF} in a title")
    let message = testcase.elements(forName: "failure").first?.attribute(forName: "message")
    XCTAssertEqual(
      message?.stringValue,
      "expected 'name' to read \"a\\u{1}b\\u{FFFE}\" but\tit\r\nreads \"\\u{1B}[31m\"",
      "tab and line breaks survive as character references")
  }
}
