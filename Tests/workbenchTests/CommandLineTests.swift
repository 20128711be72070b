import Foundation
import XCTest

/// The command line as users meet it: help, mistakes and their exit statuses.
final class CommandLineTests: XCTestCase {
  func testHelpListsEveryCommand() throws {
    let outcome = try WorkbenchProcess.run(["help"])
    XCTAssertEqual(outcome.status, 0)
    for command in ["run scenarios", "run faults", "check", "list", "analyze", "benchmark"] {
      XCTAssertTrue(outcome.stdout.contains("  \(command)"), command)
    }
  }

  func testEveryCommandHasHelp() throws {
    for command in [
      ["run", "scenarios"], ["run", "faults"], ["check"], ["list"], ["analyze"], ["benchmark"],
    ] {
      let outcome = try WorkbenchProcess.run(command + ["--help"])
      XCTAssertEqual(outcome.status, 0, command.joined(separator: " "))
      XCTAssertTrue(outcome.stdout.hasPrefix("USAGE: workbench " + command.joined(separator: " ")))
    }
  }

  func testVersion() throws {
    let outcome = try WorkbenchProcess.run(["--version"])
    XCTAssertEqual(outcome.status, 0)
    XCTAssertTrue(outcome.stdout.hasPrefix("workbench "))
  }

  func testUnknownCommandSuggestsTheNearestAndExits2() throws {
    let outcome = try WorkbenchProcess.run(["run", "scenaros"])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains(
        "error: unknown command 'run scenaros'; did you mean 'run scenarios'?"),
      outcome.stderr)
  }

  func testUnknownOptionSuggestsTheNearestAndExits2() throws {
    let outcome = try WorkbenchProcess.run(["run", "scenarios", "--jsn", "out.json"])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains("unknown option '--jsn'; did you mean --json?"), outcome.stderr)
  }

  func testUnknownVariantAndFaultAreUsageErrors() throws {
    let variant = try WorkbenchProcess.run(["run", "scenarios", "--variant", "tca", "--no-report"])
    XCTAssertEqual(variant.status, 2)
    XCTAssertTrue(
      variant.stderr.contains(
        "unknown variant 'tca' (known: viper, viper-coordinator, mvvm-wireframe, mvvm-coordinator)"),
      variant.stderr)
    let near = try WorkbenchProcess.run([
      "run", "scenarios", "--variant", "viper-coordinatr", "--no-report",
    ])
    XCTAssertEqual(near.status, 2)
    XCTAssertTrue(near.stderr.contains("did you mean viper-coordinator?"), near.stderr)
    let fault = try WorkbenchProcess.run(["run", "faults", "--fault", "viper.nope"])
    XCTAssertEqual(fault.status, 2)
    XCTAssertTrue(fault.stderr.contains("unknown named mutant 'viper.nope'"), fault.stderr)
  }

  func testScriptErrorsAreAllReportedAndNothingRuns() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let script = directory.appendingPathComponent("bad.scenario")
    try """
    scenario "Typos"
      launch
      tapp login
      expect screen Loginn
    end
    """.write(to: script, atomically: true, encoding: .utf8)
    let report = directory.appendingPathComponent("report.md")
    let outcome = try WorkbenchProcess.run(
      ["run", "scenarios", script.path, "--report", report.path])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains(
        "bad.scenario:3:3: error: unknown command 'tapp'; did you mean 'tap'?"), outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("bad.scenario:4:17: error:"), outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("2 errors; nothing was run"), outcome.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: report.path), "nothing written")
    let check = try WorkbenchProcess.run(["check", script.path])
    XCTAssertEqual(check.status, 2)
  }

  func testCheckAndListTheBundledSuite() throws {
    let check = try WorkbenchProcess.run(["check"])
    XCTAssertEqual(check.status, 0, check.stderr)
    XCTAssertTrue(check.stdout.contains("no errors"))
    let list = try WorkbenchProcess.run(["list", "--tag", "deeplinks"])
    XCTAssertEqual(list.status, 0)
    XCTAssertTrue(list.stdout.contains("Scenarios/deeplinks.scenario:"), list.stdout)
    XCTAssertFalse(list.stdout.contains("Scenarios/auth.scenario:"))
  }

  func testAnOutputFileThatCannotBeWrittenIsRefusedBeforeRunning() throws {
    let outcome = try WorkbenchProcess.run([
      "run", "scenarios", "--json", "/no/such/folder/results.json", "--no-report",
    ])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains("--json /no/such/folder/results.json: no such directory"),
      outcome.stderr)
    XCTAssertEqual(outcome.stdout, "", "nothing ran")
  }

  func testAnalyzeNamesAMissingPath() throws {
    let outcome = try WorkbenchProcess.run(["analyze", "no/such/dir"])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(outcome.stderr.contains("no/such/dir"), outcome.stderr)
  }

  func testAnalyzeMeasuresTheVariants() throws {
    let outcome = try WorkbenchProcess.run([
      "analyze", "Sources/TownsquareCoordinator", "--shared", "Sources/Townsquare",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(outcome.stdout.contains("TownsquareCoordinator/Coordinators"), outcome.stdout)
  }
}
