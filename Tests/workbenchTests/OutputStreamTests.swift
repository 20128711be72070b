import Foundation
import XCTest

/// A standard output that cannot be written — a full disk, a reader that went away, no
/// descriptor at all — is a clean error once the run is over: the report is still written.
final class OutputStreamTests: XCTestCase {
  func testAFullStandardOutputExits2WithTheReasonAndStillWritesTheReport() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let report = directory.appendingPathComponent("report.md")
    let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
    let outcome = try WorkbenchProcess.run(
      ["run", "scenarios", script.path, "--report", report.path], stdout: full)
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains(
        "error: cannot write to standard output: No space left on device"), outcome.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: report.path), "the report is written")
  }

  func testAReaderThatClosesThePipeEndsTheRunQuietlyAndStillWritesTheReport() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let report = directory.appendingPathComponent("report.md")
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let outcome = try WorkbenchProcess.run(
      ["run", "scenarios", script.path, "--report", report.path],
      stdout: pipe.fileHandleForWriting)
    XCTAssertEqual(outcome.status, 2, "an exit, not death by SIGPIPE")
    // As git and coreutils: a reader that went away (`| head`) is not told about it.
    XCTAssertEqual(outcome.stderr.contains("error"), false, outcome.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: report.path), "the report is written")
  }

  func testAClosedStandardOutputIsAnErrorAndNoFileTakesItsPlace() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let report = directory.appendingPathComponent("report.md")
    let outcome = try WorkbenchProcess.run(
      ["run", "scenarios", script.path, "--report", report.path], shell: ">&-")
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains("cannot write to standard output: it is closed"), outcome.stderr)
    let text = try String(contentsOf: report, encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("# Townsquare"), "the summary lines did not land in the report")
    XCTAssertFalse(text.contains("PASS  "))
  }

  func testAClosedStandardErrorChangesNothing() throws {
    let (_, script) = try WorkbenchProcess.folderWithSmallScript()
    let outcome = try WorkbenchProcess.run(
      ["run", "scenarios", script.path, "--no-report"], shell: "2>&-")
    XCTAssertEqual(outcome.status, 0, "as coreutils: a lost stderr has nowhere to be told")
    XCTAssertTrue(outcome.stdout.contains("1 of 1 equivalent"), outcome.stdout)
  }

  func testAnInterruptedWriteLeavesNoTemporaryFile() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    // The JSON goes to a FIFO whose reader never reads, so the run stops while writing it,
    // after the report's temporary file is made and before it is renamed.
    let fifo = directory.appendingPathComponent("stuck.fifo").path
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)
    let sleeper = Process()
    sleeper.executableURL = URL(fileURLWithPath: "/bin/sh")
    sleeper.arguments = ["-c", "exec 3<'\(fifo)'; exec sleep 60"]
    try sleeper.run()
    defer { sleeper.terminate() }
    let outcome = directory.appendingPathComponent("outcome")
    try FileManager.default.createDirectory(at: outcome, withIntermediateDirectories: true)
    let report = directory.appendingPathComponent("report.md").path
    let run = try WorkbenchProcess.start(
      [
        "run", "scenarios", script.path, "--report", report, "--json", fifo, "--junit",
        "/dev/null",
      ],
      in: WorkbenchProcess.packageRoot, name: "run", logs: outcome)
    func temporaries() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
        $0.hasSuffix(".tmp")
      }
    }
    XCTAssertTrue(WorkbenchProcess.wait(upTo: 60) { !temporaries().isEmpty }, "the run is writing")
    // The JSON of the package's metrics fills the FIFO's buffer: the run waits in the write.
    usleep(200_000)
    XCTAssertTrue(run.isRunning)
    kill(run.processIdentifier, SIGINT)
    run.waitUntilExit()
    XCTAssertEqual(run.terminationReason, .uncaughtSignal, "it dies of the interrupt")
    XCTAssertEqual(temporaries(), [], "the temporary report was removed")
    XCTAssertFalse(FileManager.default.fileExists(atPath: report), "and nothing half-written")
  }
}
