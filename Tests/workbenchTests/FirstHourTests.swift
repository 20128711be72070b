import Foundation
import XCTest

/// A new user's first hour (issue 32): their own runs never rewrite the committed report, the
/// `run` commands can be listed, and the terminal says what matters once.
final class FirstHourTests: XCTestCase {
  private static let failingScript = """
    scenario "Expects the feed before login"
      given onboarded
      launch
      expect screen Feed
    end

    """

  private func committedReport() -> [Data?] {
    ["Reports/comparison.md", "Reports/scenarios.md"].map {
      FileManager.default.contents(
        atPath: WorkbenchProcess.packageRoot.appendingPathComponent($0).path)
    }
  }

  func testOwnScriptsTagsAndOneVariantLeaveTheCommittedReportAlone() throws {
    let (_, script) = try WorkbenchProcess.folderWithSmallScript()
    let listed = try WorkbenchProcess.run(["list"])
    let tag = try XCTUnwrap(
      listed.stdout.split(separator: " ").first { $0.hasPrefix("@") }?.dropFirst(),
      listed.stdout)
    let before = committedReport()
    for arguments in [
      [script.path], ["--variant", "viper"], ["--tag", String(tag)],
    ] {
      let outcome = try WorkbenchProcess.run(["run", "scenarios"] + arguments)
      XCTAssertEqual(outcome.status, 0, arguments.joined(separator: " ") + outcome.stderr)
      XCTAssertTrue(
        outcome.stderr.contains("wrote .build/workbench/comparison.md"),
        arguments.joined(separator: " ") + ": " + outcome.stderr)
      XCTAssertTrue(
        outcome.stderr.contains("Reports/comparison.md is left as it is"), outcome.stderr)
      XCTAssertEqual(committedReport(), before, arguments.joined(separator: " "))
    }
  }

  func testHelpRunListsEveryRunCommandAndExits0() throws {
    for arguments in [["help", "run"], ["run", "--help"], ["run"]] {
      let outcome = try WorkbenchProcess.run(arguments)
      XCTAssertEqual(outcome.status, 0, arguments.joined(separator: " ") + outcome.stderr)
      for command in ["run scenarios", "run faults", "run changes"] {
        XCTAssertTrue(
          outcome.stdout.contains("  \(command)  "), arguments.joined(separator: " "))
      }
    }
  }

  func testEveryCommandsHelpListsItsOptions() throws {
    let options: [[String]: [String]] = [
      ["run", "scenarios"]: [
        "--variant", "--tag", "--json", "--junit", "--report", "--no-report", "--timestamp",
      ],
      ["run", "faults"]: [
        "--variant", "--fault", "--tag", "--json", "--report", "--no-report", "--timestamp",
      ],
      ["run", "changes"]: ["--change", "--variant"],
      ["check"]: ["--tag", "--variant"],
      ["list"]: ["--tag", "--variant"],
      ["analyze"]: [
        "--group-by", "--role", "--shared", "--screens-folder", "--screen-name", "--json",
        "--markdown",
      ],
      ["benchmark"]: ["--lines", "--shape", "--repetitions", "--keep"],
      ["fuzz"]: ["--seconds", "--seed", "--target", "--input-seconds", "--findings", "--replay"],
    ]
    for (command, names) in options {
      let help = try WorkbenchProcess.run(command + ["--help"]).stdout
      XCTAssertTrue(help.contains("OPTIONS:"), command.joined(separator: " "))
      for name in names {
        XCTAssertTrue(help.contains("  \(name) "), "\(command.joined(separator: " ")): \(name)")
      }
    }
  }

  func testAFaultNamedWithoutItsVariantGetsADidYouMeanNotTheWholeList() throws {
    let outcome = try WorkbenchProcess.run([
      "run", "faults", "--variant", "viper", "--fault", "presenterRetainsView",
    ])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains(
        "unknown named mutant 'presenterRetainsView'; did you mean 'viper.presenterRetainsView'?"),
      outcome.stderr)
    let misspelt = try WorkbenchProcess.run([
      "run", "faults", "--fault", "viper.presenterRetainView",
    ])
    XCTAssertTrue(
      misspelt.stderr.contains("did you mean 'viper.presenterRetainsView'?"), misspelt.stderr)
    XCTAssertLessThan(misspelt.stderr.count, 300, misspelt.stderr)
  }

  func testEachFaultIsOneLineWithin120Characters() throws {
    // Two named mutants through the schema copy (its first build takes minutes).
    let outcome = try WorkbenchProcess.run([
      "run", "faults", "--fault", "viper.presenterRetainsView", "--fault",
      "viper.viewControllerNeverSet",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let lines = outcome.stdout.split(separator: "\n").filter {
      $0.hasPrefix("CAUGHT") || $0.hasPrefix("SURVIVED")
    }
    XCTAssertFalse(lines.isEmpty, outcome.stdout)
    for line in lines { XCTAssertLessThanOrEqual(line.count, 120, String(line)) }
  }

  func testAFailureAllVariantsShareIsShownOnceNamingThem() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let script = directory.appendingPathComponent("fails.scenario")
    try Self.failingScript.write(to: script, atomically: true, encoding: .utf8)
    let outcome = try WorkbenchProcess.run(["run", "scenarios", script.path, "--no-report"])
    XCTAssertEqual(outcome.status, 1)
    let failures = outcome.stdout.split(separator: "\n").filter { $0.contains(" failed at ") }
    XCTAssertEqual(failures.count, 1, outcome.stdout)
    let variants =
      outcome.stdout.split(separator: "\n").first { $0.hasPrefix("FAIL") }?
      .components(separatedBy: " fail (").count ?? 0
    let named = failures.first?.components(separatedBy: " failed at ")[0]
      .components(separatedBy: ", ")
    XCTAssertEqual(
      named?.count, variants - 1,
      "every variant named on the one line: \(outcome.stdout)")
  }

  func testAnalyzeSaysWhereItWroteItsFiles() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let markdown = directory.appendingPathComponent("townsquare.md").path
    let json = directory.appendingPathComponent("townsquare.json").path
    let outcome = try WorkbenchProcess.run([
      "analyze", "Sources/Townsquare", "--markdown", markdown, "--json", json,
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("wrote \(markdown)"), outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("wrote \(json)"), outcome.stderr)
  }

  func testTheReadmeHasNoSectionTwice() throws {
    let readme = try String(
      contentsOf: WorkbenchProcess.packageRoot.appendingPathComponent("README.md"),
      encoding: .utf8)
    let headings = readme.split(separator: "\n").filter { $0.hasPrefix("#") }
    XCTAssertEqual(headings.count, Set(headings).count, "\(headings)")
  }
}
