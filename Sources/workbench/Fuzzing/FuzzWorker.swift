import Foundation
import Reporting

/// The process that runs inputs, so that a crash or a hang takes down only it: it tells its
/// supervisor on stdout which input it begins (`begin I`), a failed check (`finding I why`),
/// and how many it ran once its time is up (`end N`).
@MainActor
enum FuzzWorker {
  static func run(_ target: any FuzzTarget, seed: UInt64, seconds: Double) -> Int32 {
    defer { target.finish() }
    let start = Date()
    var index = 0
    while Date().timeIntervalSince(start) < seconds {
      say("begin \(index)")
      if let problem = target.check(target.input(index, seed: seed)) {
        say("finding \(index) " + problem.replacingOccurrences(of: "\n", with: " "))
        return ExitStatus.success
      }
      index += 1
    }
    say("end \(index)")
    return ExitStatus.success
  }

  private static func say(_ line: String) {
    _ = DescriptorWriter.write(Data((line + "\n").utf8), to: 1)
  }
}
