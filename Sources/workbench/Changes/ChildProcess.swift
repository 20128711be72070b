import Foundation
import Reporting

/// A program run to its end with its output in a log file (builds print a lot; only a failure
/// shows the end of it).
struct ChildProcess {
  let executable: String
  let arguments: [String]
  let directory: String

  /// The exit status; stdout and stderr go to `log`.
  func run(log: String) throws -> Int32 {
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: log) else {
      throw ChildProcessError(message: "cannot write the log \(log)")
    }
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch {
      throw ChildProcessError(message: "cannot start \(executable): \(error.localizedDescription)")
    }
    // The child runs in a process group of its own: a Ctrl-C or kill that ends this run must
    // end it too, or a build goes on compiling after the run is gone.
    ChildSignals.started(process.processIdentifier)
    defer { ChildSignals.ended() }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The last `count` lines of a log, to show why a step failed.
  static func tail(of log: String, lines count: Int = 20) -> String {
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").suffix(count).joined(separator: "\n")
  }
}

struct ChildProcessError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
