import Foundation
import XCTest

/// Two runs writing the same report and JSON at once take turns, so the files left are those
/// of one run, never the report of one beside the JSON of the other.
final class ConcurrentRunTests: XCTestCase {
  func testRunsSharingOutputsTakeTurnsAndLeaveOneRunsFiles() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    for name in ["Alpha", "Beta"] {
      let script = WorkbenchProcess.smallScript.replacingOccurrences(
        of: "Forgot password and back", with: name)
      try script.write(
        to: directory.appendingPathComponent("\(name).scenario"), atomically: true,
        encoding: .utf8)
    }
    let outputs = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    // Hold the folder's lock as a third run would, while both runs finish running.
    let lock = open(outputs.path, O_RDONLY | O_DIRECTORY)
    XCTAssertEqual(flock(lock, LOCK_EX), 0)
    let runs = try ["Alpha", "Beta"].map { name in
      try WorkbenchProcess.start(
        [
          "run", "scenarios", "\(name).scenario", "--report", "out/report.md", "--json",
          "out/results.json",
        ], in: directory, name: name)
    }
    let summaries = ["Alpha", "Beta"].map { directory.appendingPathComponent("\($0).stdout") }
    XCTAssertTrue(
      WorkbenchProcess.wait(upTo: 60) {
        summaries.allSatisfy {
          ((try? String(contentsOf: $0, encoding: .utf8)) ?? "").contains("equivalent")
        }
      }, "both runs have run")
    usleep(300_000)
    let written = try FileManager.default.contentsOfDirectory(atPath: outputs.path)
    XCTAssertEqual(written, [], "neither writes while another holds the folder")
    flock(lock, LOCK_UN)
    close(lock)
    for run in runs { run.waitUntilExit() }
    XCTAssertEqual(runs.map(\.terminationStatus), [0, 0])

    let report = try String(
      contentsOf: outputs.appendingPathComponent("report.md"), encoding: .utf8)
    let json = try String(
      contentsOf: outputs.appendingPathComponent("results.json"), encoding: .utf8)
    let reportRun = report.contains("Alpha") ? "Alpha" : "Beta"
    XCTAssertTrue(json.contains("\"title\" : \"\(reportRun)\""), "the JSON is of the same run")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: outputs.path).sorted(),
      ["report-scenarios.md", "report.md", "results.json"], "no temporary file is left")
  }
}
