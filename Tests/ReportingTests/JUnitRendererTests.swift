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
    XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "4")
    XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "1")
    let suites = root.elements(forName: "testsuite")
    XCTAssertEqual(
      suites.map { $0.attribute(forName: "name")?.stringValue }, ["VIPER", "Coordinator"])
    XCTAssertEqual(suites.map { $0.elements(forName: "testcase").count }, [2, 2])
    let failing = suites[1].elements(forName: "testcase")[1]
    XCTAssertEqual(failing.attribute(forName: "name")?.stringValue, "Logs in <again> & \"fails\"")
    let failure = try XCTUnwrap(failing.elements(forName: "failure").first)
    XCTAssertEqual(failure.attribute(forName: "type")?.stringValue, "expectationFailed")
    XCTAssertEqual(
      failure.attribute(forName: "message")?.stringValue, "expected \"<Feed>\" & got 'About'")
    XCTAssertTrue(suites[0].elements(forName: "testcase")[1].elements(forName: "failure").isEmpty)
  }
}
