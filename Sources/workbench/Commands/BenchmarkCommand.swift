import Foundation
import SwiftMetrics

/// `workbench benchmark analyze [--lines N]... [--repetitions R] [--keep]`
///
/// Generates Swift corpora (10,000 / 100,000 / 1,000,000 lines by default) in a temporary
/// folder, times `SwiftAnalyzer.analyze` on each (tokens, declarations, graph and metrics;
/// median of R runs) and `swiftc -frontend -parse` on the same files, and prints lines per
/// second, the ratio, time per line and peak memory. A command, not a test: timings vary.
enum BenchmarkCommand: WorkbenchCommand {
  static let words = ["benchmark"]
  static let summary = "time the analyser against `swiftc -frontend -parse` on generated Swift"
  static let help = """
    USAGE: workbench benchmark analyze [--lines N]... [--repetitions R] [--keep]

    Generates corpora of realistic Swift (default 10,000, 100,000 and 1,000,000 lines), times the
    analysis (tokens, declarations, graph, metrics; median of R runs, default 5) and, in the same
    run, `swiftc -frontend -parse` on the same files, and prints lines per second, the ratio,
    time per line and peak memory. Build with `-c release` for figures worth quoting.
    """

  struct Measurement {
    var lines: Int
    var files: Int
    var analysis: Double
    var parse: Double?
    var peakMegabytes: Double?
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
    let repetitions =
      try arguments.value("--repetitions").map { text throws(UsageError) in
        try positive(text, "--repetitions")
      } ?? 5
    let keep = arguments.flag("--keep")
    let rest = try arguments.positionals(knownOptions: ["--lines", "--repetitions", "--keep"])
    guard rest == ["analyze"] else {
      throw UsageError(
        "expected `workbench benchmark analyze`, not '\(rest.joined(separator: " "))'")
    }
    if sizes.isEmpty { sizes = [10_000, 100_000, 1_000_000] }
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbench-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    defer { if !keep { try? FileManager.default.removeItem(at: root) } }
    let swiftc = findSwiftc()
    print(
      "Benchmark: SwiftMetrics analysis vs swiftc -frontend -parse, median of \(repetitions) runs")
    print(
      swiftc.map { "swiftc: \($0)" } ?? "swiftc: not found next to `swift` in PATH; parse not timed"
    )
    var measurements: [Measurement] = []
    for size in sizes {
      do {
        measurements.append(
          try measure(
            lines: size, in: root.appendingPathComponent("\(size)"),
            repetitions: repetitions, swiftc: swiftc))
      } catch {
        Terminal.error("error: \(error)")
        return ExitStatus.failure
      }
    }
    print(report(measurements))
    if keep { print("corpus kept in \(root.path)") }
    return ExitStatus.success
  }

  static func measure(lines: Int, in folder: URL, repetitions: Int, swiftc: String?) throws
    -> Measurement
  {
    let corpus = try BenchmarkCorpus.write(lines: lines, into: folder)
    resetPeakMemory()
    var analysisTimes: [Double] = []
    for _ in 0..<repetitions {
      let started = ContinuousClock.now
      let result = try SwiftAnalyzer.analyze(paths: [folder.path])
      analysisTimes.append(seconds(ContinuousClock.now - started))
      if result.totals.diagnostics > 0 {
        Terminal.error("note: \(result.totals.diagnostics) diagnostics in the generated corpus")
      }
    }
    let peak = peakMemoryMegabytes()
    var parse: Double?
    if let swiftc {
      var parseTimes: [Double] = []
      for _ in 0..<min(repetitions, 3) {
        parseTimes.append(try timeParse(swiftc: swiftc, files: corpus.files.map(\.path)))
      }
      parse = median(parseTimes)
    }
    return Measurement(
      lines: corpus.lines, files: corpus.files.count, analysis: median(analysisTimes),
      parse: parse, peakMegabytes: peak)
  }

  /// Runs `swiftc -frontend -parse` over the files in batches (the argument list has a limit)
  /// and returns the total wall-clock time.
  static func timeParse(swiftc: String, files: [String]) throws -> Double {
    var total = 0.0
    var start = 0
    while start < files.count {
      let batch = Array(files[start..<min(start + 500, files.count)])
      start += batch.count
      let process = Process()
      process.executableURL = URL(fileURLWithPath: swiftc)
      process.arguments = ["-frontend", "-parse"] + batch
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let started = ContinuousClock.now
      try process.run()
      process.waitUntilExit()
      total += seconds(ContinuousClock.now - started)
      if process.terminationStatus != 0 {
        Terminal.error("note: swiftc exited with status \(process.terminationStatus)")
      }
    }
    return total
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

  /// Linux: writing 5 to clear_refs resets VmHWM, so each size reports its own peak.
  static func resetPeakMemory() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }

  /// VmHWM from /proc/self/status, else getrusage's maximum resident set size.
  static func peakMemoryMegabytes() -> Double? {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    {
      return kilobytes / 1024
    }
    var usage = rusage()
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
    return Double(usage.ru_maxrss) / 1024
  }

  static func report(_ measurements: [Measurement]) -> String {
    var out = "\n"
    let header = [
      "Lines", "Files", "Analysis s", "Lines/s", "us/line", "swiftc s", "Lines/s", "us/line",
      "Ratio", "Peak MB",
    ]
    var rows = [header]
    for m in measurements {
      let parse = m.parse
      rows.append([
        grouped(m.lines), String(m.files), fixed(m.analysis, 3),
        grouped(Int(Double(m.lines) / m.analysis)), fixed(m.analysis / Double(m.lines) * 1e6, 3),
        parse.map { fixed($0, 3) } ?? "n/a",
        parse.map { grouped(Int(Double(m.lines) / $0)) } ?? "n/a",
        parse.map { fixed($0 / Double(m.lines) * 1e6, 3) } ?? "n/a",
        parse.map { fixed($0 / m.analysis, 1) + "x" } ?? "n/a",
        m.peakMegabytes.map { fixed($0, 1) } ?? "n/a",
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max()! }
    for row in rows {
      out +=
        row.indices.map {
          String(repeating: " ", count: widths[$0] - row[$0].count) + row[$0]
        }.joined(separator: "  ") + "\n"
    }
    out += "\nRatio: swiftc parse time / analysis time (how many times faster the analysis is).\n"
    out += "Peak MB: the process's peak resident memory (VmHWM) while analysing that size.\n"
    var usage = rusage()
    if getrusage(RUSAGE_CHILDREN.rawValue, &usage) == 0 && usage.ru_maxrss > 0 {
      out += "swiftc peak memory (largest batch): \(fixed(Double(usage.ru_maxrss) / 1024, 1)) MB\n"
    }
    return out
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }

  static func fixed(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
  }

  static func grouped(_ value: Int) -> String {
    var digits = String(value)
    var result = ""
    while digits.count > 3 {
      result = "," + digits.suffix(3) + result
      digits.removeLast(3)
    }
    return digits + result
  }

}
