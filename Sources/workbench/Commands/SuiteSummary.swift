import Foundation
import Harness
import ScenarioLanguage

/// What a run prints: a line a scenario, the reasons of failures and divergences, a summary.
enum SuiteSummary {
  static func lines(for suite: SuiteResult) -> [String] {
    var lines: [String] = []
    for scenario in suite.scenarios {
      let verdict = scenario.passed && scenario.equivalent ? "PASS" : "FAIL"
      let perVariant = scenario.runs.map { run in
        "\(run.variant) \(run.passed ? "pass" : "fail") "
          + "(\(run.statistics.transitions) transition\(run.statistics.transitions == 1 ? "" : "s"))"
      }
      let comparison =
        scenario.runs.count < 2
        ? ""
        : scenario.equivalent ? "; equivalent" : "; diverged at \(scenario.divergence!.location)"
      lines.append(
        "\(verdict)  \(scenario.location)  \(scenario.title)  ["
          + perVariant.joined(separator: "; ") + comparison + "]")
      // Variants that fail alike (same step, same message) are named together, once.
      var groups: [(variants: [String], failure: RunFailure)] = []
      for run in scenario.runs {
        guard let failure = run.failure else { continue }
        if let index = groups.firstIndex(where: {
          $0.failure.location == failure.location && $0.failure.message == failure.message
        }) {
          groups[index].variants.append(run.variant)
        } else {
          groups.append(([run.variant], failure))
        }
      }
      for group in groups {
        // A message quotes what the script typed or expected: a huge text is shortened.
        let message = TerminalText.clipped(group.failure.message)
        lines.append(
          "      \(group.variants.joined(separator: ", ")) failed at \(group.failure.location): "
            + message)
      }
      if let divergence = scenario.divergence {
        lines.append("      after `\(divergence.action)`:")
        for variant in suite.variants {
          lines.append("        \(variant): \(divergence.hierarchies[variant] ?? "")")
        }
      }
    }
    let variantTotals = suite.totals.map { totals in
      "\(totals.variant) \(totals.passed) passed, \(totals.failed) failed, "
        + "\(totals.leaks) leak\(totals.leaks == 1 ? "" : "s"), \(totals.transitions) transitions"
    }
    let count = suite.scenarios.count
    var summary =
      "\(count) scenario\(count == 1 ? "" : "s") on \(suite.variants.count) variant"
      + "\(suite.variants.count == 1 ? "" : "s"): " + variantTotals.joined(separator: "; ")
    if suite.variants.count > 1 {
      summary += "; \(suite.equivalentScenarios) of \(count) equivalent"
    }
    lines.append(summary)
    return lines
  }

  /// The longest line the fault matrix prints per fault or broken scenario; the full lists
  /// are in the report.
  static let lineLimit = 120

  static func lines(for matrix: FaultMatrix) -> [String] {
    var lines: [String] = []
    for broken in matrix.broken {
      lines.append(
        fitted(
          "BROKEN   \(broken.scenario) fails on \(broken.variant) with no mutant on: "
            + broken.failure.message))
    }
    let usable = matrix.scenarios.count - Set(matrix.broken.map(\.scenario)).count
    for entry in matrix.entries {
      let verdict =
        entry.caught ? "CAUGHT  " : entry.caughtOnlyUnder == nil ? "SURVIVED" : "HARMLESS"
      let by = entry.caughtBy.map(\.scenario)
      let line =
        "\(verdict) \(entry.fault): "
        + (entry.caught
          ? "\(by.count) of \(matrix.scenarios.count) scenario"
            + "\(matrix.scenarios.count == 1 ? "" : "s")"
          : "no scenario fails with it on"
            + (entry.caughtOnlyUnder.map { "; harm only under --assume \($0)" } ?? ""))
      // The first catch when it fits whole; the full list is in the report.
      let first = by.first.map { line + ", first " + TerminalText.sanitized($0) }
      lines.append(fitted(first.map { $0.count <= lineLimit ? $0 : line } ?? line))
    }
    let caught = matrix.entries.filter(\.caught).count
    let harmless = matrix.entries.filter { $0.caughtOnlyUnder != nil }.count
    lines += catalogueLines(for: matrix)
    if !matrix.broken.isEmpty {
      let count = Set(matrix.broken.map(\.scenario)).count
      lines.append(
        "\(count) scenario\(count == 1 ? " fails" : "s fail") with no mutant on, so "
          + "\(count == 1 ? "it catches" : "they catch") nothing (\(usable) of "
          + "\(matrix.scenarios.count) left to catch faults); fix \(count == 1 ? "it" : "them") "
          + "first")
    }
    lines.append(
      "\(caught) of \(matrix.entries.count) named mutants caught"
        + (harmless == 0 ? "" : "; \(harmless) harmless under the run's UIKit assumptions"))
    return lines
  }

  /// `text` cut to `lineLimit` characters, escapes shown, `…` where it was cut.
  static func fitted(_ text: String) -> String {
    let safe = TerminalText.sanitized(text.replacingOccurrences(of: "\n", with: " "))
    guard safe.count > lineLimit else { return safe }
    return safe.prefix(lineLimit - 1) + "…"
  }

  /// The catalogue as mistake × variant: `caught (n)`, `SURVIVED`, or `cannot happen`, each
  /// reason on its own line below the grid.
  static func catalogueLines(for matrix: FaultMatrix) -> [String] {
    guard let first = matrix.catalogue.first else { return [] }
    let variants = first.cells.map(\.variant)
    let rows = matrix.catalogue.map { row in
      [row.mistake]
        + variants.map { variant in
          guard let cell = row.cells.first(where: { $0.variant == variant }) else { return "-" }
          switch cell.status {
          case .caught: return "caught (\(cell.caughtBy ?? 0))"
          case .survived: return "SURVIVED"
          case .cannotHappen: return "cannot happen"
          case .notRun: return "not run"
          case .onlyUnderAssumption: return "only under \(cell.onlyUnder ?? "?")"
          }
        }
    }
    let table = [["mistake"] + variants] + rows
    let widths = table[0].indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    var lines = [""]
    for row in table {
      let padded = row.enumerated().map { column, text in
        column == row.count - 1
          ? text : text + String(repeating: " ", count: widths[column] - text.count)
      }
      lines.append(padded.joined(separator: "  "))
    }
    lines.append("")
    for row in matrix.catalogue {
      for cell in row.cells where cell.status == .cannotHappen {
        lines.append("\(row.mistake) × \(cell.variant): cannot happen: \(cell.reason ?? "")")
      }
    }
    lines.append("")
    return lines
  }
}
