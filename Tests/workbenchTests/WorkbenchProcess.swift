import Foundation
import XCTest

/// Runs the built `workbench` executable as a user would, capturing its output and status.
struct WorkbenchProcess {
  struct Outcome {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  static var executable: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("workbench")
  }

  static func run(_ arguments: [String], in directory: URL = packageRoot) throws -> Outcome {
    try runProgram(executable.path, arguments, in: directory)
  }

  /// Runs any program, its output captured.
  static func runProgram(_ program: String, _ arguments: [String], in directory: URL) throws
    -> Outcome
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting, so a large output cannot fill the pipe and stall the child.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbench-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
