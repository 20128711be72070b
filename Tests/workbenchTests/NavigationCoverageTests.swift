import Foundation
import XCTest

/// The self-check of the navigation graph on this package: for every variant of the registry,
/// every screen-to-screen transition the bundled scenarios make is in the static graph that
/// `workbench analyze` recovers from the variant's sources, and the report's detail says so.
final class NavigationCoverageTests: XCTestCase {
  func testTheBundledScenariosExerciseNoEdgeTheStaticGraphMisses() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let json = directory.appendingPathComponent("results.json")
    let report = directory.appendingPathComponent("report.md")
    let outcome = try WorkbenchProcess.run([
      "run", "scenarios", "--json", json.path, "--report", report.path,
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    let variants = (object?["suite"] as? [String: Any])?["variants"] as? [String] ?? []
    let coverage =
      (object?["navigationCoverage"] as? [String: Any])?["variants"] as? [[String: Any]]
    XCTAssertFalse(variants.isEmpty)
    XCTAssertEqual(coverage?.compactMap { $0["variant"] as? String }, variants)
    // Coverage is reference material: it is in the detail file beside the report.
    let markdown = try String(
      contentsOf: directory.appendingPathComponent("report-scenarios.md"), encoding: .utf8)
    XCTAssertTrue(markdown.contains("## Navigation coverage"))
    for entry in coverage ?? [] {
      let name = entry["variant"] as? String ?? "?"
      let missing = entry["missingFromStaticGraph"] as? [[String: String]]
      XCTAssertEqual(missing?.count, 0, "\(name): \(String(describing: missing))")
      let exercised = entry["exercised"] as? Int ?? 0
      let edges = (entry["staticEdges"] as? [Any])?.count ?? 0
      XCTAssertGreaterThan(exercised, 20, name)
      XCTAssertGreaterThanOrEqual(edges, exercised, name)
    }
    XCTAssertTrue(
      markdown.contains("\nEvery exercised edge of every variant is in its static graph.\n"))
  }
}
