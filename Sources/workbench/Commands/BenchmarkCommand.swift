import Foundation
import SwiftMetrics

/// `workbench benchmark analyze [--lines N]... [--shape S]... [--repetitions R] [--keep]`
///
/// Generates Swift corpora in a temporary folder and times, run after run in turn so that a
/// noisy machine slows all three alike, `workbench analyze DIR`, `workbench analyze DIR --json F`
/// and `swiftc -frontend -parse` on the same files, each as its own process. A command, not a
/// test: timings vary.
enum BenchmarkCommand: WorkbenchCommand {
  static let words = ["benchmark"]
  static let summary = "time the analyser against `swiftc -frontend -parse` on generated Swift"
  static let help = """
    USAGE: workbench benchmark analyze [--lines N]... [--shape SHAPE]... [--repetitions R]
                                       [--keep]

    Generates corpora of realistic Swift (default 100,000, 300,000 and 1,000,000 lines) in each
    shape (default small, large, navigation-dense, chain and repeated-nested), and times in
    turn, as separate processes: `workbench analyze`, `workbench analyze --json`, and `swiftc
    -frontend -parse` on the same files, run as a user would (as `xargs` does): in as few
    processes as the system's argument limit allows, each one's start-up counted. Prints a
    Markdown table: the median of R runs (default 5), time per line and its growth from the
    first size, each command's peak memory, and how many times faster than swiftc.

    OPTIONS:
      --lines N          a corpus size in lines (repeatable; default: 100000, 300000, 1000000)
      --shape S          a shape, below (repeatable; default: all but nested)
      --repetitions R    runs per command and corpus, of which the median is shown (default: 5)
      --keep             keep the generated corpora and say where

    SHAPES:
      small             one module folder per file of some 80 lines (a large app of many
                        small types)
      large             files of some 500 lines, ten to a module folder
      navigation-dense  one VIPER module per file and folder, each navigating to the next
                        module's screen (wireframes pushing or presenting, coordinators), with
                        comments and strings naming types
      chain             hostile: `class C0: C1 {}` … `class Cn: UIViewController {}`, child
                        first, one a line
      repeated-nested   hostile: screens that each nest `class Cell: UITableViewCell {}` and
                        `final class Header: Cell {}`
      nested            hostile: one file of types nested as deep as the lines allow (swiftc
                        stops at 256 levels)
      random            hostile: one file of pseudo-random bytes, some 40 a line

    Hostile shapes are not timed with swiftc.

    Build with `-c release` for figures worth quoting.
    """

  /// The medians of one command on one corpus.
  struct Timing {
    var seconds: Double
    var peakMegabytes: Double
  }

  struct Measurement {
    var shape: BenchmarkCorpus.Shape
    var lines: Int
    var files: Int
    var analysis: Timing
    var analysisWithJSON: Timing
    var jsonMegabytes: Double
    var parse: Timing?
    /// How many swiftc processes one parse of the corpus took.
    var parseProcesses: Int
  }

  @MainActor
  static func run(_ arguments: inout ArgumentList) throws(UsageError) -> Int32 {
    func positive(_ text: String, _ option: String) throws(UsageError) -> Int {
      guard let value = Int(text), value > 0 else {
        throw UsageError("\(option) needs a positive number, not '\(text)'")
      }
      return value
    }
    var sizes: [Int] = []
    for text in try arguments.values("--lines") { sizes.append(try positive(text, "--lines")) }
    var shapes: [BenchmarkCorpus.Shape] = []
    for text in try arguments.values("--shape") {
      guard let shape = BenchmarkCorpus.Shape(rawValue: text) else {
        let known = BenchmarkCorpus.Shape.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("bad value '\(text)' for --shape (expected one of \(known))")
      }
      shapes.append(shape)
    }
    let repetitions =
      try arguments.value("--repetitions").map { text throws(UsageError) in
        try positive(text, "--repetitions")
      } ?? 5
    let keep = arguments.flag("--keep")
    let rest = try arguments.positionals(knownOptions: [
      "--lines", "--shape", "--repetitions", "--keep",
    ])
    guard rest == ["analyze"] else {
      throw UsageError(
        "expected `workbench benchmark analyze`, not '\(rest.joined(separator: " "))'")
    }
    if sizes.isEmpty { sizes = [100_000, 300_000, 1_000_000] }
    if shapes.isEmpty { shapes = [.small, .large, .navigationDense, .chain, .repeatedNested] }
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbench-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    defer { if !keep { try? FileManager.default.removeItem(at: root) } }
    let swiftc = findSwiftc()
    let workbench = TimedProcess.currentExecutable()
    Terminal.print(
      "Benchmark: `workbench analyze` (with and without --json) vs `swiftc -frontend -parse`, "
        + "median of \(repetitions) runs, each a separate process")
    Terminal.print(
      swiftc.map { "swiftc: \($0)" } ?? "swiftc: not found next to `swift` in PATH; parse not timed"
    )
    var measurements: [Measurement] = []
    for shape in shapes {
      for size in sizes {
        let folder = root.appendingPathComponent("\(shape.rawValue)-\(size)")
        do {
          measurements.append(
            try measure(
              shape: shape, lines: size, in: folder, repetitions: repetitions,
              workbench: workbench, swiftc: shape.isHostile ? nil : swiftc))
        } catch {
          Terminal.error("error: \(error)")
          return ExitStatus.failure
        }
        if !keep { try? FileManager.default.removeItem(at: folder) }
      }
    }
    Terminal.print(report(measurements))
    if keep { Terminal.print("corpora kept in \(root.path)") }
    return ExitStatus.success
  }

  static func measure(
    shape: BenchmarkCorpus.Shape, lines: Int, in folder: URL, repetitions: Int,
    workbench: String, swiftc: String?
  ) throws -> Measurement {
    let sources = folder.appendingPathComponent("corpus")
    let corpus = try BenchmarkCorpus.write(lines: lines, shape: shape, into: sources)
    let json = folder.appendingPathComponent("analysis.json").path
    var plain: [TimedProcess.Outcome] = []
    var withJSON: [TimedProcess.Outcome] = []
    var parse: [TimedProcess.Outcome] = []
    for _ in 0..<repetitions {
      plain.append(try analyze(workbench, [sources.path]))
      withJSON.append(try analyze(workbench, [sources.path, "--json", json]))
      if let swiftc { parse.append(try timeParse(swiftc: swiftc, files: corpus.files)) }
    }
    let jsonBytes = (try? FileManager.default.attributesOfItem(atPath: json)[.size] as? Int) ?? 0
    return Measurement(
      shape: shape, lines: corpus.lines, files: corpus.files.count, analysis: timing(plain),
      analysisWithJSON: timing(withJSON), jsonMegabytes: Double(jsonBytes) / 1_048_576,
      parse: parse.isEmpty ? nil : timing(parse),
      parseProcesses: swiftc.map {
        argumentBatches(corpus.files.map(\.path), fixed: [$0, "-frontend", "-parse"]).count
      } ?? 0)
  }

  /// One `workbench analyze` run; a failure stops the benchmark rather than timing an error.
  static func analyze(_ workbench: String, _ arguments: [String]) throws -> TimedProcess.Outcome {
    let outcome = try TimedProcess.run(workbench, ["analyze"] + arguments)
    guard outcome.status == 0 else {
      throw TimedProcess.LaunchError(
        executable: "workbench analyze \(arguments.joined(separator: " "))",
        reason: "it exited with status \(outcome.status)")
    }
    return outcome
  }

  /// `swiftc -frontend -parse` over the files as a user would run it (as `xargs` does): in as
  /// few processes as the system's argument limit allows, one after another, each process's
  /// start-up counted once. The total wall-clock time, and the largest process's peak memory.
  static func timeParse(swiftc: String, files: [URL]) throws -> TimedProcess.Outcome {
    var total = TimedProcess.Outcome(seconds: 0, peakMegabytes: 0, status: 0)
    for batch in argumentBatches(files.map(\.path), fixed: [swiftc, "-frontend", "-parse"]) {
      let outcome = try TimedProcess.run(swiftc, ["-frontend", "-parse"] + batch)
      total.seconds += outcome.seconds
      total.peakMegabytes = max(total.peakMegabytes, outcome.peakMegabytes)
      if outcome.status != 0 { total.status = outcome.status }
    }
    if total.status != 0 { Terminal.error("note: swiftc exited with status \(total.status)") }
    return total
  }

  /// The arguments cut into as few command lines as `execve` takes: each within the system's
  /// limit (`ARG_MAX`) less the environment and 2,048 bytes of headroom, as `xargs` reckons,
  /// counting each string with its terminating zero and its pointer.
  static func argumentBatches(_ arguments: [String], fixed: [String]) -> [[String]] {
    func cost(_ text: String) -> Int {
      text.utf8.count + 1 + MemoryLayout<UnsafePointer<CChar>>.size
    }
    let systemLimit = sysconf(Int32(_SC_ARG_MAX))
    let environment = ProcessInfo.processInfo.environment.reduce(0) {
      $0 + cost($1.key) + cost($1.value)
    }
    let limit = max(4096, (systemLimit > 0 ? systemLimit : 131_072) - environment - 2048)
    let fixedCost = fixed.reduce(0) { $0 + cost($1) }
    var batches: [[String]] = []
    var batch: [String] = []
    var used = fixedCost
    for argument in arguments {
      if !batch.isEmpty && used + cost(argument) > limit {
        batches.append(batch)
        batch = []
        used = fixedCost
      }
      batch.append(argument)
      used += cost(argument)
    }
    if !batch.isEmpty { batches.append(batch) }
    return batches
  }

  /// Median time; the largest peak seen (memory is not noisy the way time is).
  static func timing(_ outcomes: [TimedProcess.Outcome]) -> Timing {
    Timing(
      seconds: median(outcomes.map(\.seconds)),
      peakMegabytes: outcomes.map(\.peakMegabytes).max() ?? 0)
  }

  static func findSwiftc() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let swift = "\(folder)/swift"
      let swiftc = "\(folder)/swiftc"
      if FileManager.default.isExecutableFile(atPath: swift)
        && FileManager.default.isExecutableFile(atPath: swiftc)
      {
        return swiftc
      }
    }
    return nil
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}
