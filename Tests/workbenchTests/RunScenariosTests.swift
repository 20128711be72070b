import Foundation
import FoundationXML
import XCTest

/// `workbench run scenarios` and `run faults` end to end, on the real variants.
final class RunScenariosTests: XCTestCase {
  private let script = """
    scenario "Logs in" @auth
      given onboarded
      launch
      type email "ana@example.com"
      type password "secret1"
      tap login
      expect hierarchy "Tabs{Home*:[Feed], Profile:[MyProfile]}"
    end

    scenario "Settings back gesture" @settings
      given logged-in ana@example.com
      launch
      tab Profile
      tap settings
      back
      expect no-leaks
    end
    """

  private func writeScript() throws -> (directory: URL, script: URL) {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let url = directory.appendingPathComponent("suite.scenario")
    try script.write(to: url, atomically: true, encoding: .utf8)
    return (directory, url)
  }

  /// App sources hold no fault switches: planting is refused with a pointer to `run faults`.
  func testPlantingAFaultIsRefusedWithAPointerToRunFaults() throws {
    let (_, script) = try writeScript()
    for option in [["--plant", "coordinator.ignoreBackGesture"], ["--faults"], ["--no-faults"]] {
      let outcome = try WorkbenchProcess.run(
        ["run", "scenarios", script.path, "--no-report"] + option)
      XCTAssertEqual(outcome.status, 2, outcome.stdout + outcome.stderr)
      XCTAssertTrue(outcome.stderr.contains("use `workbench run faults`"), outcome.stderr)
      XCTAssertEqual(outcome.stdout, "", "nothing ran")
    }
  }

  func testPassingSuiteWritesValidJSONJUnitAndReportAndExits0() throws {
    let (directory, script) = try writeScript()
    let json = directory.appendingPathComponent("results.json")
    let junit = directory.appendingPathComponent("results.xml")
    let report = directory.appendingPathComponent("report.md")
    let outcome = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--json", json.path, "--junit", junit.path, "--report",
      report.path,
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
    XCTAssertTrue(outcome.stdout.contains("PASS  \(script.path):1  Logs in"), outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("2 scenarios on 4 variants"), outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("2 of 2 equivalent"), outcome.stdout)

    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    XCTAssertEqual(object?["schemaVersion"] as? Int, 2)
    let suite = object?["suite"] as? [String: Any]
    XCTAssertEqual(suite?["variants"] as? [String], ["VIPER", "VIPER+C", "MVVM+W", "MVVM+C"])
    XCTAssertEqual((suite?["scenarios"] as? [Any])?.count, 2)

    let xml = try XMLDocument(contentsOf: junit)
    XCTAssertEqual(xml.rootElement()?.attribute(forName: "tests")?.stringValue, "8")
    XCTAssertEqual(xml.rootElement()?.attribute(forName: "failures")?.stringValue, "0")

    let markdown = try String(contentsOf: report, encoding: .utf8)
    XCTAssertTrue(markdown.hasPrefix("# Townsquare: VIPER vs VIPER+C vs MVVM+W vs MVVM+C"))
  }

  func testTwoRunsGiveByteIdenticalOutputs() throws {
    let (directory, script) = try writeScript()
    var contents: [Data] = []
    for index in 0..<2 {
      // Same names in two folders: the report links its scenario detail by name.
      let folder = directory.appendingPathComponent("run\(index)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let json = folder.appendingPathComponent("r.json")
      let report = folder.appendingPathComponent("r.md")
      let outcome = try WorkbenchProcess.run([
        "run", "scenarios", script.path, "--json", json.path, "--report", report.path,
      ])
      XCTAssertEqual(outcome.status, 0, outcome.stderr)
      contents.append(try Data(contentsOf: json))
      contents.append(try Data(contentsOf: report))
    }
    XCTAssertEqual(contents[0], contents[2], "JSON differs between runs")
    XCTAssertEqual(contents[1], contents[3], "report differs between runs")
  }

  func testVariantAndTagFilters() throws {
    let (_, script) = try writeScript()
    let outcome = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--variant", "viper", "--tag", "settings", "--no-report",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stdout)
    XCTAssertTrue(
      outcome.stdout.contains("1 scenario on 1 variant: VIPER 1 passed"), outcome.stdout)
    XCTAssertFalse(outcome.stdout.contains("Logs in"))
  }

  func testTheVIPERCoordinatorVariantIsChosenByItsIdInAnyCase() throws {
    let (_, script) = try writeScript()
    for name in ["viper-coordinator", "VIPER-Coordinator", "VIPER+C"] {
      let outcome = try WorkbenchProcess.run([
        "run", "scenarios", script.path, "--variant", name, "--no-report",
      ])
      XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
      XCTAssertTrue(
        outcome.stdout.contains("2 scenarios on 1 variant: VIPER+C 2 passed"), outcome.stdout)
    }
    let two = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--variant", "coordinator", "--variant", "VIPER",
      "--no-report",
    ])
    XCTAssertTrue(two.stdout.contains("on 2 variants: MVVM+C 2 passed"), two.stdout)
    XCTAssertTrue(two.stdout.contains("; VIPER 2 passed"), two.stdout)
  }

  func testTheMVVMVariantsAreChosenByTheirIdsAndTheCoordinatorsFormerId() throws {
    let (_, script) = try writeScript()
    for (name, shown) in [
      ("mvvm-wireframe", "MVVM+W"), ("MVVM+W", "MVVM+W"), ("mvvm-coordinator", "MVVM+C"),
      ("coordinator", "MVVM+C"), ("MVVM+C", "MVVM+C"),
    ] {
      let outcome = try WorkbenchProcess.run([
        "run", "scenarios", script.path, "--variant", name, "--no-report",
      ])
      XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
      XCTAssertTrue(
        outcome.stdout.contains("2 scenarios on 1 variant: \(shown) 2 passed"), outcome.stdout)
    }
  }

  /// Through the schema copy (built once; later runs reuse its build): the named mutant is
  /// caught by the bundled scenarios that fail with it on, and the JSON names them.
  func testFaultMatrixNamesTheScenariosThatCatchANamedMutant() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let json = directory.appendingPathComponent("faults.json")
    let outcome = try WorkbenchProcess.run([
      "run", "faults", "--variant", "viper-coordinator", "--fault",
      "viper-coordinator.ignoreBackGesture", "--json", json.path,
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
    XCTAssertTrue(
      outcome.stdout.contains("CAUGHT   viper-coordinator.ignoreBackGesture: "), outcome.stdout)
    let faultLines = outcome.stdout.split(separator: "\n").filter {
      $0.hasPrefix("CAUGHT") || $0.hasPrefix("SURVIVED") || $0.hasPrefix("HARMLESS")
    }
    XCTAssertEqual(faultLines.count, 1, outcome.stdout)
    // What the site finder finds no place for in VIPER+C's code.
    XCTAssertTrue(
      outcome.stdout.contains("viewControllerNeverSet × VIPER+C: cannot happen: no site"),
      outcome.stdout)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    let entries = (object?["faults"] as? [String: Any])?["entries"] as? [[String: Any]]
    XCTAssertEqual(entries?.count, 1)
    let catches = entries?.first?["caughtBy"] as? [[String: Any]]
    XCTAssertFalse(catches?.isEmpty ?? true, outcome.stdout)
    XCTAssertTrue(
      catches?.allSatisfy { ($0["scenario"] as? String)?.hasPrefix("Scenarios/") ?? false }
        ?? false)
  }
}
