import Foundation
import XCTest

/// Runs of `workbench` with unusual surroundings: a standard output that is a device, a closed
/// pipe or no descriptor at all, a user without root's powers, a run left in the background.
extension WorkbenchProcess {
  /// A small passing script: one scenario, fast on both variants.
  static let smallScript = """
    scenario "Forgot password and back" @smoke
      given onboarded
      launch
      tap forgot
      back
      expect screen Login
    end

    """

  /// A fresh folder holding `small.scenario`, and the script's path.
  static func folderWithSmallScript() throws -> (directory: URL, script: URL) {
    let directory = try temporaryDirectory()
    let script = directory.appendingPathComponent("small.scenario")
    try smallScript.write(to: script, atomically: true, encoding: .utf8)
    return (directory, script)
  }

  /// Runs with stdout on `output` (a device, or a pipe whose reader is already closed).
  static func run(_ arguments: [String], in directory: URL = packageRoot, stdout output: FileHandle)
    throws -> Outcome
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = output
    let err = Pipe()
    process.standardError = err
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self)
    )
  }

  /// Runs through `/bin/sh` with `redirection` applied to the command (`>&-` closes stdout).
  static func run(_ arguments: [String], in directory: URL = packageRoot, shell redirection: String)
    throws -> Outcome
  {
    let quoted = ([executable.path] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    return try runProgram(
      "/bin/sh", ["-c", quoted.joined(separator: " ") + " " + redirection], in: directory)
  }

  /// Runs as the unprivileged user `nobody` when the tests run as root, since root reads and
  /// writes where permissions say no; as the user itself otherwise.
  static func runUnprivileged(_ arguments: [String], in directory: URL = packageRoot) throws
    -> Outcome
  {
    guard geteuid() == 0 else { return try run(arguments, in: directory) }
    return try runProgram(
      "/usr/bin/setpriv",
      ["--reuid=65534", "--regid=65534", "--clear-groups", executable.path] + arguments,
      in: directory)
  }

  /// Starts a run in `directory` and returns at once, its output going to `NAME.stdout` and
  /// `NAME.stderr` in `logs` (by default `directory`).
  static func start(_ arguments: [String], in directory: URL, name: String, logs: URL? = nil)
    throws -> Process
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let folder = logs ?? directory
    process.standardOutput = try logFile(folder.appendingPathComponent("\(name).stdout"))
    process.standardError = try logFile(folder.appendingPathComponent("\(name).stderr"))
    try process.run()
    return process
  }

  private static func logFile(_ url: URL) throws -> FileHandle {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    return try FileHandle(forWritingTo: url)
  }

  /// Waits up to `seconds` for `condition`; whether it came true.
  static func wait(upTo seconds: Double, for condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(10_000)
    }
    return condition()
  }
}
