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
      ["VIPER", "VIPER+C", "Coordinator"])
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
}
