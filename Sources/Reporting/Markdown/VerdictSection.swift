import Harness

/// The one table to read first: a column per variant and the difference.
enum VerdictSection {
  private struct Row {
    let label: String
    let values: [String]
    let delta: String
  }

  static func render(_ input: ReportInput) -> String {
    let variants = input.variants
    var rows: [Row] = []
    func add(_ label: String, _ values: [Int?]) {
      let delta: String
      if values.count >= 2, let first = values[0], let last = values[values.count - 1] {
        delta = Format.delta(last - first)
      } else {
        delta = "–"
      }
      rows.append(
        Row(label: label, values: values.map { $0.map(String.init) ?? "–" }, delta: delta))
    }
    func add(_ label: String, _ values: [Double?], decimals: Int = 2) {
      let delta: String
      if values.count >= 2, let first = values[0], let last = values[values.count - 1] {
        delta = Format.delta(last - first, decimals: decimals)
      } else {
        delta = "–"
      }
      rows.append(
        Row(
          label: label,
          values: values.map { $0.map { Format.fixed($0, decimals: decimals) } ?? "–" },
          delta: delta))
    }
    if let suite = input.suite {
      let totals = variants.map { name in suite.totals.first { $0.variant == name } }
      add("Scenarios passed", totals.map { $0?.passed })
      add("Scenarios failed", totals.map { $0?.failed })
      rows.append(
        Row(
          label: "Equivalent scenarios (of \(suite.scenarios.count))",
          values: variants.map { _ in "\(suite.equivalentScenarios)" }, delta: "–"))
      add("Leaks", totals.map { $0?.leaks })
      add("Transitions in total", totals.map { $0?.transitions })
      add(
        "Objects created over all runs",
        totals.map { $0.map { $0.createdByRole.values.reduce(0, +) } })
      add("Peak objects alive in one run", totals.map { $0?.peakAlive })
    }
    if let faults = input.faults {
      let caught = variants.map { name -> String in
        let mine = faults.entries.filter { $0.variant == name }
        return "\(mine.filter(\.caught).count) of \(mine.count)"
      }
      rows.append(Row(label: "Planted faults caught", values: caught, delta: "–"))
    }
    let metrics = variants.map { name in input.metrics.first { $0.variant == name } }
    if metrics.contains(where: { $0 != nil }) {
      add("Code lines (variant only)", metrics.map { $0?.analysis.totals.codeLines })
      add("Files", metrics.map { $0?.analysis.totals.files })
      add("Types", metrics.map { $0?.analysis.totals.types })
      add("Protocols", metrics.map { $0?.analysis.totals.protocols })
      add("Protocols per screen", metrics.map { $0?.analysis.totals.protocolsPerScreen })
      add("Mean Ce (efferent coupling)", metrics.map { $0?.meanCe })
      add("Mean I (instability)", metrics.map { $0?.meanInstability })
      add("Mean D (distance from main sequence)", metrics.map { $0?.meanDistance })
      add("Screens known per screen", metrics.map { $0?.screensKnownPerScreen })
      add("Navigation-aware types", metrics.map { $0?.analysis.totals.navigationAwareTypes })
      add(
        "Shared-code share (%)", metrics.map { $0?.analysis.sharedShare.map { $0 * 100 } },
        decimals: 1)
    }
    let deltaHeader = variants.count >= 2 ? "Δ (\(variants.last!) − \(variants.first!))" : "Δ"
    var table = MarkdownTable(
      ["Measure"] + variants + [deltaHeader],
      alignments: [.left] + variants.map { _ in .right } + [.right])
    for row in rows { table.add([row.label] + row.values + [row.delta]) }
    var out = ["## Verdict", "", table.rendered, ""]
    if input.metrics.isEmpty {
      out.append(
        "_Static metrics are missing: the variants' sources were not found from the directory "
          + "the command ran in (run it from the package root)._")
      out.append("")
    }
    return out.joined(separator: "\n")
  }
}
