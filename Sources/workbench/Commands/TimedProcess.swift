import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion with its output discarded, timing it by the wall clock and
/// reading its own peak memory from `wait4`: each run's figure is that child's alone, not the
/// largest of all children so far.
enum TimedProcess {
  struct Outcome {
    var seconds: Double
    var peakMegabytes: Double
    /// The exit status, or 128 + the signal that ended it.
    var status: Int32
  }

  struct LaunchError: Error, CustomStringConvertible {
    var executable: String
    var reason: String
    var description: String { "cannot run \(executable): \(reason)" }
  }

  static func run(_ executable: String, _ arguments: [String]) throws(LaunchError) -> Outcome {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let started = ContinuousClock.now
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw LaunchError(executable: executable, reason: String(cString: strerror(spawned)))
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else {
        throw LaunchError(executable: executable, reason: String(cString: strerror(errno)))
      }
    }
    let elapsed = ContinuousClock.now - started
    let parts = elapsed.components
    let signal = status & 0x7F
    return Outcome(
      seconds: Double(parts.seconds) + Double(parts.attoseconds) / 1e18,
      peakMegabytes: Double(usage.ru_maxrss) / 1024,
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
  }

  /// This program's own executable, to run its commands as a user would.
  static func currentExecutable() -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }
}
