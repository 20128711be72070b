import Foundation
import XCTest

/// Output paths as a careful user (or a CI system) gives them: every one is checked before the
/// run, written through symbolic links, and written directly when it is a stream.
final class OutputPathTests: XCTestCase {
  private func contents(_ url: URL) -> String? {
    (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
  }

  func testAReportPathThatIsADirectoryExits2BeforeRunning() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let outcome = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--report", directory.path,
    ])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains("error: --report \(directory.path): it is a directory"),
      outcome.stderr)
    XCTAssertEqual(outcome.stdout, "", "nothing ran")
  }

  func testAnUnwritableOutputFolderExits2BeforeRunning() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let locked = directory.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: directory.path)
    let json = locked.appendingPathComponent("results.json").path
    let outcome = try WorkbenchProcess.runUnprivileged(
      ["run", "scenarios", script.path, "--no-report", "--json", json], in: directory)
    XCTAssertEqual(outcome.status, 2, outcome.stderr)
    XCTAssertTrue(
      outcome.stderr.contains(
        "error: --json \(json): cannot create files in \(locked.path): Permission denied"),
      outcome.stderr)
    XCTAssertEqual(outcome.stdout, "", "nothing ran")
  }

  func testAReportThatIsOneOfTheInputsExits2AndLeavesTheScript() throws {
    let (_, script) = try WorkbenchProcess.folderWithSmallScript()
    let outcome = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--report", script.path,
    ])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains("error: --report \(script.path) is one of the inputs"),
      outcome.stderr)
    XCTAssertEqual(contents(script), WorkbenchProcess.smallScript)
  }

  func testAnalyzeRefusesAnOutputThatIsOneOfItsSwiftFiles() throws {
    let directory = try WorkbenchProcess.temporaryDirectory()
    let source = directory.appendingPathComponent("A.swift")
    try "final class A {}\n".write(to: source, atomically: true, encoding: .utf8)
    let outcome = try WorkbenchProcess.run([
      "analyze", directory.path, "--markdown", source.path,
    ])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(outcome.stderr.contains("--markdown \(source.path) is one of the inputs"))
    XCTAssertEqual(contents(source), "final class A {}\n")
  }

  func testTwoOutputsNamingOneFileExit2EvenThroughALink() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let report = directory.appendingPathComponent("out.md").path
    let same = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--report", report, "--json", report,
    ])
    XCTAssertEqual(same.status, 2)
    XCTAssertTrue(
      same.stderr.contains("--json \(report) and --report \(report) are the same file"),
      same.stderr)
    try "old".write(toFile: report, atomically: true, encoding: .utf8)
    let link = directory.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: report)
    let linked = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--report", report, "--json", link,
    ])
    XCTAssertEqual(linked.status, 2)
    XCTAssertTrue(linked.stderr.contains("are the same file"), linked.stderr)
    XCTAssertEqual(try String(contentsOfFile: report, encoding: .utf8), "old")
  }

  func testAReportThroughASymbolicLinkWritesItsTargetAndKeepsTheLink() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let target = directory.appendingPathComponent("real.md")
    try "old".write(to: target, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
    let link = directory.appendingPathComponent("link.md").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.md")
    let outcome = try WorkbenchProcess.run(["run", "scenarios", script.path, "--report", link])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let attributes = try FileManager.default.attributesOfItem(atPath: link)
    XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeSymbolicLink, "still a link")
    XCTAssertTrue(contents(target)?.hasPrefix("# Townsquare") == true, "the target has the report")
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
    XCTAssertEqual(mode as? Int, 0o640, "the target keeps its permissions")
  }

  func testADeviceIsWrittenDirectlyAndStaysADevice() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    // A null device of the test's own when root may make one, so that a regression could not
    // replace the machine's /dev/null.
    var device = directory.appendingPathComponent("null").path
    let nullDevice = dev_t(1 << 8 | 3)  // major 1, minor 3: what /dev/null is on Linux
    if geteuid() != 0 || mknod(device, S_IFCHR | 0o666, nullDevice) != 0 { device = "/dev/null" }
    let outcome = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--report", device, "--json", device,
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let attributes = try FileManager.default.attributesOfItem(atPath: device)
    XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeCharacterSpecial)
  }

  func testAReportToStandardOutputFollowsTheSummary() throws {
    let (_, script) = try WorkbenchProcess.folderWithSmallScript()
    let outcome = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--report", "/dev/stdout",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(outcome.stdout.contains("1 of 1 equivalent"), outcome.stdout)
    XCTAssertTrue(outcome.stdout.contains("# Townsquare"), "the report follows on stdout")
  }

  func testAFIFOIsWrittenToItsReaderAndOneWithoutAReaderIsAnError() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let fifo = directory.appendingPathComponent("results.fifo").path
    XCTAssertEqual(mkfifo(fifo, 0o644), 0)

    let alone = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--no-report", "--json", fifo,
    ])
    XCTAssertEqual(alone.status, 2)
    XCTAssertTrue(
      alone.stderr.contains("cannot write \(fifo): no process is reading it"), alone.stderr)

    // The test reads the FIFO itself: opened without waiting, it is a reader before the run
    // starts, and it drains the FIFO while the run writes.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    XCTAssertGreaterThanOrEqual(reader, 0)
    defer { close(reader) }
    let run = try WorkbenchProcess.start(
      ["run", "scenarios", script.path, "--no-report", "--json", fifo], in: directory, name: "run")
    var json = Data()
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      var waiting = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
      _ = poll(&waiting, 1, 50)
      let count = read(reader, &chunk, chunk.count)
      if count > 0 {
        json.append(contentsOf: chunk[0..<count])
      } else if !run.isRunning {
        // What it wrote just before it ended.
        while case let count = read(reader, &chunk, chunk.count), count > 0 {
          json.append(contentsOf: chunk[0..<count])
        }
        break
      }
    }
    run.waitUntilExit()
    XCTAssertEqual(run.terminationStatus, 0)
    XCTAssertNotNil(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    var status = stat()
    XCTAssertEqual(lstat(fifo, &status), 0)
    XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
  }

  /// A run of one's own scripts writes to `.build/workbench/`, never `Reports/`.
  func testTheDefaultReportFolderIsMadeOnlyByARunThatWritesIt() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let reports = directory.appendingPathComponent(".build/workbench")
    let mistaken = try WorkbenchProcess.run(
      ["run", "scenarios", script.path, "--jsn", "x.json"], in: directory)
    XCTAssertEqual(mistaken.status, 2)
    XCTAssertFalse(FileManager.default.fileExists(atPath: reports.path), "no folder left behind")
    let run = try WorkbenchProcess.run(["run", "scenarios", script.path], in: directory)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertTrue(run.stderr.contains("wrote .build/workbench/comparison.md"), run.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("Reports").path))
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: reports.appendingPathComponent("comparison.md").path))
  }

  func testAPathEndingInASlashIsRefusedAsAFolder() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let outcome = try WorkbenchProcess.run(
      ["run", "scenarios", script.path, "--report", "missing/"], in: directory)
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains(
        "error: --report missing/: it ends with '/', so it names a directory"),
      outcome.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path + "/missing"))
  }

  /// A one-character report name in the working folder is an ordinary file: Foundation's own
  /// path splitting traps on it on Linux, which crashed the command (found by the fuzzer).
  func testAOneCharacterReportNameIsWrittenBesideItsDetail() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let outcome = try WorkbenchProcess.run(
      ["run", "scenarios", script.path, "--report", "="], in: directory)
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path + "/="))
    XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path + "/=-scenarios.md"))
  }
}
