import Foundation
import XCTest

/// `workbench analyze PATH --rules FILE`: the exit status, the violations printed at
/// file:line, the SARIF log and the baseline, on the two fixture apps of `RuleFixtures`.
final class AnalyzeRulesTests: XCTestCase {
  private func rules(_ text: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent("navigation.rules")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.lastPathComponent
  }

  func testCoordinatorsThatDecideEverythingPassTheCoordinatorRules() throws {
    let folder = try RuleFixtures.write(RuleFixtures.mvvmc, as: "Notes")
    let file = try rules(
      """
      # MVVM+C: only coordinators decide
      deciders: coordinator
      screens-known-by-a-screen: 0
      flow-objects-handle-back-gesture
      no-screen-constructs-screen
      """, in: folder)
    let outcome = try WorkbenchProcess.run(["analyze", "Notes", "--rules", file], in: folder)
    XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
    XCTAssertTrue(outcome.stdout.hasPrefix("0 violations of deciders"), outcome.stdout)
  }

  func testViewControllersThatPushFailWithSARIFResultsAtTheirLines() throws {
    let folder = try RuleFixtures.write(RuleFixtures.mvc, as: "Shop")
    let file = try rules("deciders: Coordinator\nno-screen-constructs-screen\n", in: folder)
    let outcome = try WorkbenchProcess.run(
      ["analyze", "Shop", "--rules", file, "--sarif", "shop.sarif"], in: folder)
    XCTAssertEqual(outcome.status, 1, outcome.stderr)
    XCTAssertTrue(
      outcome.stdout.contains(
        "Shop/Screens/ListViewController.swift:5: deciders: ListViewController (View) decides "
          + "push ListViewController → DetailViewController"), outcome.stdout)
    XCTAssertTrue(
      outcome.stdout.contains(
        "Shop/Screens/ListViewController.swift:4: no-screen-constructs-screen: screen "
          + "ListViewController constructs screen DetailViewController"), outcome.stdout)
    // The app's entry setting the first window root is no decision.
    XCTAssertFalse(outcome.stdout.contains("SceneDelegate"), outcome.stdout)

    let data = try Data(contentsOf: folder.appendingPathComponent("shop.sarif"))
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(log["version"] as? String, "2.1.0")
    let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
    let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
    XCTAssertEqual(driver?["name"] as? String, "workbench")
    let ruleIDs = (driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
    XCTAssertEqual(ruleIDs, ["deciders", "no-screen-constructs-screen"])
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    let places = results.map { result -> String in
      let location =
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"]
        as? [String: Any]
      let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
      let line = (location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
      return
        "\(result["ruleId"] as? String ?? ""):\(uri):\(line):\(result["level"] as? String ?? "")"
    }
    XCTAssertTrue(
      places.contains("deciders:Shop/Screens/ListViewController.swift:5:error"), "\(places)")
    XCTAssertTrue(
      places.contains("deciders:Shop/Screens/DetailViewController.swift:4:error"), "\(places)")
    XCTAssertTrue(
      places.contains("deciders:Shop/Screens/EditViewController.swift:4:error"), "\(places)")
    XCTAssertEqual(
      results.count, outcome.stdout.split(separator: "\n").count - 1, "one result a violation")
  }

  func testABaselineSilencesTodaysViolationsButNotANewOne() throws {
    let folder = try RuleFixtures.write(RuleFixtures.mvc, as: "Shop")
    let file = try rules("deciders: coordinator\n", in: folder)
    let written = try WorkbenchProcess.run(
      ["analyze", "Shop", "--rules", file, "--write-baseline", "baseline.txt"], in: folder)
    XCTAssertEqual(written.status, 0, written.stderr)
    let silenced = try WorkbenchProcess.run(
      ["analyze", "Shop", "--rules", file, "--baseline", "baseline.txt"], in: folder)
    XCTAssertEqual(silenced.status, 0, silenced.stdout)
    XCTAssertFalse(silenced.stdout.contains("decides"), silenced.stdout)

    // Lines added above a known violation leave it known; a new push fails.
    let list = folder.appendingPathComponent("Shop/Screens/ListViewController.swift")
    let text = try String(contentsOf: list, encoding: .utf8)
    try ("// The list of products.\n// Tapping a row opens it.\n" + text).write(
      to: list, atomically: true, encoding: .utf8)
    let edit = folder.appendingPathComponent("Shop/Screens/EditViewController.swift")
    try """
    import UIKit
    final class EditViewController: UIViewController {
      @objc func doneTapped() {
        dismiss(animated: true)
      }
      @objc func helpTapped() {
        navigationController?.pushViewController(HelpViewController(), animated: true)
      }
    }
    final class HelpViewController: UIViewController {}
    """.write(to: edit, atomically: true, encoding: .utf8)
    let after = try WorkbenchProcess.run(
      ["analyze", "Shop", "--rules", file, "--baseline", "baseline.txt"], in: folder)
    XCTAssertEqual(after.status, 1, after.stdout)
    let printed = after.stdout.split(separator: "\n").dropLast()
    XCTAssertEqual(
      printed.map(String.init),
      [
        "Shop/Screens/EditViewController.swift:7: deciders: EditViewController (View) decides "
          + "push EditViewController → HelpViewController; only types of role Coordinator may "
          + "decide screen transitions"
      ])
  }

  func testABadRulesFileNamesItsPlaceAndWritesNothing() throws {
    let folder = try RuleFixtures.write(RuleFixtures.mvc, as: "Shop")
    let file = try rules("# rules\ndeciders: coordinator  wirefram\n", in: folder)
    let outcome = try WorkbenchProcess.run(
      ["analyze", "Shop", "--rules", file, "--sarif", "out.sarif"], in: folder)
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains("navigation.rules:2:24: error: unknown role 'wirefram'"),
      outcome.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.sarif").path))

    let alone = try WorkbenchProcess.run(
      ["analyze", "Shop", "--baseline", "b.txt"], in: folder)
    XCTAssertEqual(alone.status, 2)
    XCTAssertTrue(alone.stderr.contains("--baseline needs --rules FILE"), alone.stderr)
    let good = try rules("deciders: coordinator\n", in: folder)
    let overRules = try WorkbenchProcess.run(
      ["analyze", "Shop", "--rules", good, "--write-baseline", good], in: folder)
    XCTAssertEqual(overRules.status, 2)
    XCTAssertTrue(overRules.stderr.contains("is one of the inputs"), overRules.stderr)
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent(good), encoding: .utf8),
      "deciders: coordinator\n")
  }

  func testTheMarkdownPageShowsTheAppInTheReportsTerms() throws {
    let folder = try RuleFixtures.write(RuleFixtures.mvc, as: "Shop")
    let outcome = try WorkbenchProcess.run(
      ["analyze", "Shop", "--markdown", "shop.md"], in: folder)
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let page = try String(
      contentsOf: folder.appendingPathComponent("shop.md"), encoding: .utf8)
    XCTAssertTrue(page.contains("```mermaid"), "the flowchart stays")
    XCTAssertTrue(page.contains("### Layers by declaration"))
    // The MVC fixture's view controllers only push, present and dismiss: navigation by the
    // declaration rule; its scene delegate sets the first root: assembly (the app's entry).
    let layerRows = page.components(separatedBy: "\n").filter {
      $0.hasPrefix("| navigation ") || $0.hasPrefix("| assembly ")
    }
    XCTAssertEqual(layerRows.count, 2, page)
    for row in layerRows {
      let lines = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      XCTAssertGreaterThan(Int(lines[1]) ?? 0, 0, row)
    }
    XCTAssertTrue(page.contains("| List   | Detail | `ListViewController`   |"), page)
    XCTAssertTrue(page.contains("| `ListViewController`   | View |     1 |"), page)
    XCTAssertTrue(page.contains("| Measure "), page)
    XCTAssertTrue(page.contains("| This app | VIPER | VIPER+C | MVVM+W | MVVM+C |"), page)
    let nearest = page.components(separatedBy: "Nearest: **").last?.prefix { $0 != "*" }
    XCTAssertTrue(
      ["VIPER", "VIPER+C", "MVVM+W", "MVVM+C"].contains(nearest.map(String.init)), page)
  }

  func testUnitTestsPerNavigationTypeComeFromTheTestFolderBesideTheApp() throws {
    var files = RuleFixtures.mvvmc
    files["../NotesTests/AppCoordinatorTests.swift"] = """
      import XCTest
      final class AppCoordinatorTests: XCTestCase {
        func testStartShowsTheNotes() { _ = AppCoordinator.self }
        func testSelectingANoteShowsIt() {}
      }
      """
    let folder = try RuleFixtures.write(files, as: "Notes")
    let outcome = try WorkbenchProcess.run(
      ["analyze", "Notes", "--markdown", "notes.md"], in: folder)
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let page = try String(contentsOf: folder.appendingPathComponent("notes.md"), encoding: .utf8)
    XCTAssertTrue(page.contains("from `NotesTests`"), page)
    XCTAssertTrue(page.contains("| `AppCoordinator`  |          1 |     2 |"), page)
    XCTAssertTrue(page.contains("| `NoteCoordinator` |          0 |     0 |"), page)
    // The tests are no part of the app: no test type decides or keeps anything.
    XCTAssertFalse(page.contains("AppCoordinatorTests`"), page)
  }
}
