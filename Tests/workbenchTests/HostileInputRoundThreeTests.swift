import Foundation
import XCTest

/// Hostile input, third round (issue 29), the command line's part: change requests reaching
/// outside the package, a fault matrix without a baseline, file-size limits, signals during
/// `run changes`, and the smaller cases.
final class HostileInputRoundThreeTests: XCTestCase {
  private func folder() throws -> URL { try WorkbenchProcess.temporaryDirectory() }

  private func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// A package folder holding one change request, `request`, whose shared patch is `patch`.
  private func packageWithRequest(sharedPatch patch: String, viperPatch: String? = nil) throws
    -> URL
  {
    let root = try folder()
    let request = root.appendingPathComponent("Scenarios/changes/request")
    try write("# A request\n", to: request.appendingPathComponent("README.md"))
    try write(
      "scenario \"Fails before\"\n  given onboarded\n  launch\n  expect screen Feed\nend\n",
      to: request.appendingPathComponent("request.scenario"))
    try write(patch, to: request.appendingPathComponent("shared.patch"))
    if let viperPatch { try write(viperPatch, to: request.appendingPathComponent("viper.patch")) }
    return root
  }

  func testAChangeRequestThatClimbsOutOfThePackageIsRefusedBeforeAnythingIsWritten() throws {
    let root = try packageWithRequest(
      sharedPatch: """
        --- /dev/null
        +++ b/../../evil-created.txt
        @@ -0,0 +1 @@
        +evil

        """)
    let outcome = try WorkbenchProcess.run(["run", "changes"], in: root)
    XCTAssertEqual(outcome.status, 2, outcome.stderr)
    XCTAssertTrue(
      outcome.stderr.contains("Scenarios/changes/request/shared.patch:2: '../../evil-created.txt'"),
      outcome.stderr)
    XCTAssertFalse(
      FileManager.default.fileExists(
        atPath: root.deletingLastPathComponent().appendingPathComponent("evil-created.txt").path))
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root.appendingPathComponent(".build").path),
      "nothing copied or built")
  }

  func testAChangeRequestThroughALinkOutOfThePackageIsRefused() throws {
    let root = try packageWithRequest(
      sharedPatch: """
        --- a/Sources/victim.txt
        +++ /dev/null
        @@ -1 +0,0 @@
        -victim

        """)
    let outside = try folder()
    try write("victim\n", to: outside.appendingPathComponent("victim.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Sources").path, withDestinationPath: outside.path)
    let outcome = try WorkbenchProcess.run(["run", "changes"], in: root)
    XCTAssertEqual(outcome.status, 2, outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("shared.patch:2:"), outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("symbolic link"), outcome.stderr)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: outside.appendingPathComponent("victim.txt").path))
  }

  /// The named mutants run in the schema copy, on the bundled suite only: a script of one's
  /// own is refused with the reason, before anything is built.
  func testRunFaultsRefusesAScriptPathBeforeBuildingAnything() throws {
    let (_, script) = try WorkbenchProcess.folderWithSmallScript()
    let outcome = try WorkbenchProcess.run(["run", "faults", "--variant", "viper", script.path])
    XCTAssertEqual(outcome.status, 2, outcome.stdout + outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("it takes no PATH"), outcome.stderr)
    XCTAssertEqual(outcome.stdout, "", "nothing ran")
  }

  func testAFileSizeLimitIsAWriteErrorNotADeath() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let report = directory.appendingPathComponent("report.md")
    // bash's `ulimit -f` counts 1,024-byte blocks: the report is far larger than 4 KB.
    let outcome = try shell(
      "ulimit -f 4; \(quoted(["run", "scenarios", script.path, "--report", report.path]))",
      in: directory)
    XCTAssertEqual(outcome.status, 2, outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("File too large"), outcome.stderr)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
      ["small.scenario"], "no report, no temporary left")
  }

  func testStandardOutputPastAFileSizeLimitStillLetsTheReportBeWritten() throws {
    let (directory, script) = try WorkbenchProcess.folderWithSmallScript()
    let report = directory.appendingPathComponent("report.md")
    let output = directory.appendingPathComponent("out.txt")
    // stdout appends to a file already at the limit; the report, written anew, fits.
    try Data(count: 2_048 * 1_024).write(to: output)
    let outcome = try shell(
      "ulimit -f 2048; \(quoted(["run", "scenarios", script.path, "--report", report.path])) "
        + ">> '\(output.path)'", in: directory)
    XCTAssertEqual(outcome.status, 2, outcome.stderr)
    XCTAssertTrue(
      outcome.stderr.contains("cannot write to standard output: File too large"), outcome.stderr)
    XCTAssertTrue(
      try String(contentsOf: report, encoding: .utf8).hasPrefix("# Townsquare"),
      "the report is written")
  }

  func testATerminatedRunChangesEndsTheBuildItStarted() throws {
    let root = try packageWithRequest(
      sharedPatch: "--- /dev/null\n+++ b/Sources/note.txt\n@@ -0,0 +1 @@\n+note\n",
      viperPatch: "--- /dev/null\n+++ b/Sources/viper-note.txt\n@@ -0,0 +1 @@\n+note\n")
    // A stand-in `swift` that records its pid and waits, as a long build would.
    let bin = root.appendingPathComponent("bin")
    let pidFile = root.appendingPathComponent("swift.pid")
    try write(
      "#!/bin/sh\necho $$ > '\(pidFile.path)'\nexec sleep 60\n",
      to: bin.appendingPathComponent("swift"))
    chmod(bin.appendingPathComponent("swift").path, 0o755)
    let process = Process()
    process.executableURL = WorkbenchProcess.executable
    process.arguments = ["run", "changes", "--variant", "viper"]
    process.currentDirectoryURL = root
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    XCTAssertTrue(
      WorkbenchProcess.wait(upTo: 60) {
        ((try? String(contentsOf: pidFile, encoding: .utf8)) ?? "").hasSuffix("\n")
      }, "the build started")
    let child = try XCTUnwrap(
      Int32(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .newlines)))
    // The run notes its child just after starting it; on a loaded machine the child can write
    // its pid first, so give the run a moment, as a user pressing Ctrl-C mid-build would.
    usleep(500_000)
    process.terminate()
    process.waitUntilExit()
    XCTAssertTrue(
      WorkbenchProcess.wait(upTo: 5) { !Self.isRunning(child) }, "the build ended with the run")
    if Self.isRunning(child) { kill(child, SIGKILL) }
  }

  /// Alive and not a zombie waiting to be reaped.
  private static func isRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
      return false
    }
    let state = stat.split(separator: ")").last?.split(separator: " ").first
    return state != "Z" && state != "X"
  }

  func testBytesThatAreNotUTF8AreNamedByLineAndColumn() throws {
    let directory = try folder()
    let script = directory.appendingPathComponent("latin1.scenario")
    try Data("scenario \"A\"\n  lau".utf8 + [0xFF] + Data("nch\nend\n".utf8)).write(to: script)
    let outcome = try WorkbenchProcess.run(["check", script.path])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains("latin1.scenario:2:6: error: not UTF-8 text: byte 0xFF"),
      outcome.stderr)
  }

  func testAByteOrderMarkInTheMiddleIsNamedNotMistakenForAnotherWord() throws {
    let directory = try folder()
    let script = directory.appendingPathComponent("bom.scenario")
    try write("scenario \"A\"\n  given onboarded\n  launch\n  \u{FEFF}tap login\nend\n", to: script)
    let outcome = try WorkbenchProcess.run(["check", script.path])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains("bom.scenario:4:3: error: an invisible character U+FEFF"),
      outcome.stderr)
    XCTAssertFalse(outcome.stderr.contains("did you mean"), outcome.stderr)
  }

  func testAnOversizedIdIsRefusedInsideAHierarchyAsInExpectScreen() throws {
    let directory = try folder()
    let script = directory.appendingPathComponent("id.scenario")
    let id = String(repeating: "9", count: 40)
    try write(
      "scenario \"A\"\n  given onboarded\n  launch\n  expect screen PostDetail(\(id))\n"
        + "  expect hierarchy \"[Login > PostDetail(\(id))]\"\nend\n", to: script)
    let outcome = try WorkbenchProcess.run(["check", script.path])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(outcome.stderr.contains("id.scenario:4:"), outcome.stderr)
    XCTAssertTrue(outcome.stderr.contains("id.scenario:5:"), outcome.stderr)
    XCTAssertEqual(outcome.stderr.components(separatedBy: "is too large").count, 3, outcome.stderr)
  }

  func testAnalyzeRefusesAFileThatIsNotSwiftAndASharedPathHoldingEverything() throws {
    let directory = try folder()
    let text = directory.appendingPathComponent("notes.txt")
    try write("class A {}\n", to: text)
    let notSwift = try WorkbenchProcess.run(["analyze", text.path])
    XCTAssertEqual(notSwift.status, 2)
    XCTAssertTrue(notSwift.stderr.contains("\(text.path): not a .swift file"), notSwift.stderr)
    let shared = try WorkbenchProcess.run([
      "analyze", "Sources/Townsquare", "--shared", "Sources/Townsquare",
    ])
    XCTAssertEqual(shared.status, 2)
    XCTAssertTrue(shared.stderr.contains("nothing would be left to analyse"), shared.stderr)
  }

  func testEscapesAndBidiOverridesInTitlesAreShownNotWrittenRawIntoTheReport() throws {
    let directory = try folder()
    let script = directory.appendingPathComponent("titles.scenario")
    try write(
      WorkbenchProcess.smallScript.replacingOccurrences(
        of: "Forgot password and back", with: "Red \u{1B}[31m and \u{202E}reversed"),
      to: script)
    let report = directory.appendingPathComponent("report.md")
    let outcome = try WorkbenchProcess.run([
      "run", "scenarios", script.path, "--report", report.path,
    ])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    // The main report names a scenario only when it differs; the detail shows every title.
    let detail = directory.appendingPathComponent("report-scenarios.md")
    for file in [report, detail] {
      let text = try String(contentsOf: file, encoding: .utf8)
      XCTAssertFalse(text.contains("\u{1B}"), file.lastPathComponent)
      XCTAssertFalse(text.contains("\u{202E}"), file.lastPathComponent)
    }
    XCTAssertTrue(try String(contentsOf: detail, encoding: .utf8).contains("\\u{1B}[31m"))
  }

  func testANewlineInAFolderNameKeepsAnalyzesTableOneRowAComponent() throws {
    let directory = try folder()
    try write(
      "final class LoginViewController {}\n",
      to: directory.appendingPathComponent("Modules/Log\nin/LoginViewController.swift"))
    let outcome = try WorkbenchProcess.run(["analyze", directory.path])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(outcome.stdout.contains("Log\\u{A}in "), outcome.stdout)
    XCTAssertFalse(outcome.stdout.contains("\nin "), outcome.stdout)
  }

  func testAReportToAFIFOGetsNoDetailFileBesideIt() throws {
    let directory = try folder()
    let script = directory.appendingPathComponent("small.scenario")
    try write(WorkbenchProcess.smallScript, to: script)
    let fifo = directory.appendingPathComponent("report.fifo")
    XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
    let reader = Process()
    reader.executableURL = URL(fileURLWithPath: "/bin/cat")
    reader.arguments = [fifo.path]
    let pipe = Pipe()
    reader.standardOutput = pipe
    try reader.run()
    let outcome = try WorkbenchProcess.run(["run", "scenarios", script.path, "--report", fifo.path])
    let received = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    reader.waitUntilExit()
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(received.hasPrefix("# Townsquare"))
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
      ["report.fifo", "small.scenario"], "no detail file beside the FIFO")
  }

  func testAChangesFolderOfTheUsersOwnScriptsIsRun() throws {
    let directory = try folder()
    try write(
      WorkbenchProcess.smallScript, to: directory.appendingPathComponent("changes/mine.scenario"))
    let outcome = try WorkbenchProcess.run(["run", "scenarios", directory.path, "--no-report"])
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(outcome.stdout.contains("changes/mine.scenario:1"), outcome.stdout)
  }

  func testAChangeRequestsScriptsAreLeftOutWithAClearReason() throws {
    let root = try packageWithRequest(sharedPatch: "")
    let outcome = try WorkbenchProcess.run(
      ["run", "scenarios", "Scenarios", "--no-report"], in: root)
    XCTAssertEqual(outcome.status, 2)
    XCTAssertTrue(
      outcome.stderr.contains("only `workbench run changes` runs"), outcome.stderr)
  }

  private func quoted(_ arguments: [String]) -> String {
    ([WorkbenchProcess.executable.path] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }.joined(separator: " ")
  }

  private func shell(_ command: String, in directory: URL) throws -> WorkbenchProcess.Outcome {
    try WorkbenchProcess.runProgram("/bin/bash", ["-c", command], in: directory)
  }
}
