import Foundation
import XCTest

/// `workbench fuzz`: a fixed budget and seed, a line a target, findings saved and replayable.
final class FuzzCommandTests: XCTestCase {
  func testAShortRunOverTheParsersFindsNothingAndCountsItsInputs() throws {
    let outcome = try WorkbenchProcess.run([
      "fuzz", "--seconds", "4", "--target", "hierarchy", "--target", "scenario", "--seed", "7",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
    XCTAssertTrue(
      outcome.stdout.range(
        of: #"hierarchy seed 7: [1-9][0-9]* inputs in"#, options: .regularExpression)
        != nil, outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("scenario seed 7: "), outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("no crash, no hang, every error placed"), outcome.stdout)
  }

  func testAnInputOverTheTimeBoundIsSavedWithTheCommandThatReplaysIt() throws {
    let findings = try WorkbenchProcess.temporaryDirectory().appendingPathComponent("findings")
    let outcome = try WorkbenchProcess.run([
      "fuzz", "--seconds", "2", "--target", "arguments", "--input-seconds", "0.001",
      "--findings", findings.path,
    ])
    XCTAssertEqual(outcome.status, 1, outcome.stdout + outcome.stderr)
    XCTAssertTrue(
      outcome.stdout.contains("FOUND  arguments seed 1 input 0: still running after 0.001 s"),
      outcome.stdout)
    let saved = findings.appendingPathComponent("arguments-seed1-input0.json")
    let arguments = try JSONDecoder().decode([String].self, from: Data(contentsOf: saved))
    XCTAssertFalse(arguments.isEmpty, "the command line that was run")
    XCTAssertTrue(
      outcome.stdout.contains(
        "replay with `workbench fuzz --replay \(saved.path) --target arguments`"), outcome.stdout)

    let replay = try WorkbenchProcess.run([
      "fuzz", "--replay", saved.path, "--target", "arguments", "--input-seconds", "0.001",
    ])
    XCTAssertEqual(replay.status, 1)
    XCTAssertTrue(replay.stdout.hasPrefix("FOUND  still running after 0.001 s"), replay.stdout)
  }

  /// Issue #17's case: 20,000 nested classes in about 300 KB once took 10.5 s and 2.4 GB, and
  /// a 12 KB file made 45 MB of JSON. The Swift target's check now includes the JSON (it must
  /// parse and stay within a fixed multiple of the input) on inputs as large as this.
  func testTwentyThousandNestedClassesReplayCleanOnTheSwiftTarget() throws {
    let depth = 20_000
    var source = ""
    for level in 0..<depth { source += "class C\(level) {\n" }
    source += String(repeating: "}\n", count: depth)
    let file = try WorkbenchProcess.temporaryDirectory().appendingPathComponent("nested.swift")
    try Data(source.utf8).write(to: file)

    let outcome = try WorkbenchProcess.run(["fuzz", "--replay", file.path, "--target", "swift"])

    XCTAssertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
    XCTAssertTrue(outcome.stdout.hasPrefix("no problem"), outcome.stdout)
  }

  func testAnUnknownTargetIsAUsageError() throws {
    let outcome = try WorkbenchProcess.run(["fuzz", "--target", "hierachy"])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains("unknown target 'hierachy'; did you mean hierarchy?"), outcome.stderr)
  }
}
