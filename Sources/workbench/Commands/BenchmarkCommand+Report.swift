import Foundation

/// The benchmark's table, in Markdown so that the README's speed section can be pasted from it.
extension BenchmarkCommand {
  static func report(_ measurements: [Measurement]) -> String {
    var out = "\n"
    let header = [
      "Shape", "Lines", "Files", "Command", "Median", "µs/line", "µs/line vs first size",
      "Peak memory", "Faster than swiftc",
    ]
    var rows: [[String]] = []
    var firstPerLine: [String: Double] = [:]
    for m in measurements {
      var commands: [(String, Timing)] = [
        ("analyze", m.analysis),
        ("analyze --json (\(fixed(m.jsonMegabytes, 1)) MB)", m.analysisWithJSON),
      ]
      if let parse = m.parse {
        let processes = m.parseProcesses == 1 ? "1 process" : "\(m.parseProcesses) processes"
        commands.append(("swiftc -frontend -parse (\(processes))", parse))
      }
      for (command, timing) in commands {
        let perLine = timing.seconds / Double(m.lines) * 1e6
        let key = m.shape.rawValue + "/" + command.prefix { $0 != "(" }
        let first = firstPerLine[key] ?? perLine
        firstPerLine[key] = first
        let faster = m.parse.map { fixed($0.seconds / timing.seconds, 1) + "×" } ?? "n/a"
        rows.append([
          m.shape.rawValue, grouped(m.lines), grouped(m.files), "`\(command)`",
          fixed(timing.seconds, 3) + " s", fixed(perLine, 3), fixed(perLine / first, 2) + "×",
          fixed(timing.peakMegabytes, 0) + " MB",
          command.hasPrefix("swiftc") ? "" : faster,
        ])
      }
    }
    let right = Set([1, 2, 4, 5, 6, 7, 8])
    out += "| " + header.joined(separator: " | ") + " |\n"
    out += "|" + header.indices.map { right.contains($0) ? "---:" : "---" }.joined(separator: "|")
    out += "|\n"
    for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
    out += """

      Median: wall-clock time of the whole process (reading, analysis, text on stdout, the JSON
      file), median of the runs. µs/line vs first size: time per line over that of the smallest
      size of the same shape and command (1.00× is linear). Peak memory: the largest resident
      set of the process over the runs (for swiftc, of its largest process). swiftc runs as a
      user would run it over the files (as `xargs` does): in as few processes as the system's
      argument limit allows, one after another, each process's start-up counted once. Faster
      than swiftc: swiftc's median over this command's. Hostile shapes (chain,
      repeated-nested, nested, random) are not timed with swiftc.

      """
    return out
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
