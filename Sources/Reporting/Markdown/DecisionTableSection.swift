import Harness

/// The handful of rows a decision rests on: a column per variant, which way is better, and
/// where the measure is defined. Rows that are equal by construction (scenarios passed,
/// equivalent, transitions) or not comparable across patterns (faults planted) are left out.
enum DecisionTableSection {
  private struct Row {
    let label: String
    let better: String
    let values: [String]
  }

  static func render(_ input: ReportInput) -> String {
    let variants = input.variants
    var rows: [Row] = []
    func add(_ label: String, _ better: String, _ values: [Int?]) {
      rows.append(
        Row(label: label, better: better, values: values.map { $0.map(String.init) ?? "–" }))
    }
    let censuses = variants.map { name in input.layers.first { $0.variant == name } }
    if censuses.contains(where: { $0 != nil }) {
      for layer in [SourceLayer.screen, .navigation, .assembly] {
        add(
          "[Code lines](#definitions), \(layer.rawValue) [layer](#definitions)", "↓",
          censuses.map { $0?.layers[layer]?.lines ?? 0 })
      }
      add(
        "Protocols in app code (what they buy shows in tests)", "–",
        censuses.map { census in
          census.map {
            $0.layers.filter { $0.key != .sharedDomain }.values.map(\.protocols).reduce(0, +)
          }
        })
    }
    if let changes = input.changes {
      let totals = variants.map { name -> Int? in
        guard let index = changes.variants.firstIndex(of: name) else { return nil }
        let costs = changes.rows.compactMap { $0.costs[index] }
        return costs.count == changes.rows.count && !costs.isEmpty
          ? costs.map(\.appLines.changed).reduce(0, +) : nil
      }
      add(
        "[Change cost](#change-cost): app lines changed over \(Format.plural(changes.rows.count, "request"))",
        "↓", totals)
    }
    if !input.testCosts.isEmpty {
      let costs = variants.map { name in input.testCosts.first { $0.variant == name } }
      add(
        "[Test cost](#test-cost): navigation unit-test lines, doubles included", "–",
        costs.map { $0?.totalLines })
    }
    if let suite = input.suite {
      let totals = variants.map { name in suite.totals.first { $0.variant == name } }
      add("Scenarios failed (of \(suite.scenarios.count))", "↓", totals.map { $0?.failed })
      add("[Leaks](#definitions) on the bundled suite", "↓", totals.map { $0?.leaks })
      add("[Peak objects alive](#definitions) in one run", "↓", totals.map { $0?.peakAlive })
    }
    if !input.gestureCode.isEmpty {
      add(
        "[Gesture code](#gesture-code): lines to stay leak-free under system gestures", "↓",
        variants.map { name in input.gestureCode.first { $0.variant == name }?.codeLines })
    }
    let coupling = TypeCoupling(metrics: input.metrics).variants
    if !coupling.isEmpty {
      let perVariant = variants.map { name in coupling.first { $0.variant == name } }
      add(
        "[Types that decide navigation](#coupling) (static graph)", "↓",
        perVariant.map { $0?.decidingTypes.count })
      add(
        "[Screen types that know another screen's](#coupling)", "↓",
        perVariant.map { $0?.screenTypesKnowingOthers.count })
    }
    var table = MarkdownTable(
      ["Measure", "Better"] + variants,
      alignments: [.left, .left] + variants.map { _ in .right })
    for row in rows { table.add([row.label, row.better] + row.values) }
    var out = [
      "## Decision table", "",
      "↓ lower is better, ↑ higher is better, – a cost whose benefit is measured elsewhere.", "",
      table.rendered, "",
    ]
    if input.metrics.isEmpty {
      out.append(
        "_Static metrics are missing: the variants' sources were not found from the directory "
          + "the command ran in (run it from the package root)._")
      out.append("")
    }
    return out.joined(separator: "\n")
  }
}
