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
      for run in scenario.runs {
        if let failure = run.failure {
          // A message quotes what the script typed or expected: a huge text is shortened.
          let message = TerminalText.clipped(failure.message)
          lines.append("      \(run.variant) failed at \(failure.location): \(message)")
        }
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
    if !suite.plantedFaults.isEmpty {
      summary += "; planted: " + suite.plantedFaults.joined(separator: ", ")
    }
    lines.append(summary)
    return lines
  }

  static func lines(for matrix: FaultMatrix) -> [String] {
    var lines: [String] = []
    for entry in matrix.entries {
      let verdict =
        entry.caught ? "CAUGHT  " : entry.caughtOnlyUnder == nil ? "SURVIVED" : "HARMLESS"
      let by = entry.caughtBy.map(\.scenario)
      lines.append(
        "\(verdict) \(entry.fault) (\(entry.variant)): "
          + (entry.caught
            ? "\(by.count) of \(matrix.scenarios.count) scenarios: " + by.joined(separator: ", ")
            : "no scenario fails with it on"
              + (entry.caughtOnlyUnder.map { "; it does harm only under --assume \($0)" } ?? "")))
    }
    let caught = matrix.entries.filter(\.caught).count
    let harmless = matrix.entries.filter { $0.caughtOnlyUnder != nil }.count
    lines += catalogueLines(for: matrix)
    lines.append(
      "\(caught) of \(matrix.entries.count) planted faults caught"
        + (harmless == 0 ? "" : "; \(harmless) harmless under the run's UIKit assumptions"))
    return lines
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
