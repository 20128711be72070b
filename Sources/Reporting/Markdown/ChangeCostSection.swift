import Harness

/// What real change requests cost each variant, measured from their patches
/// (Scenarios/changes/; verified by `workbench run changes`): app and tests side by side,
/// added and removed apart, the shared domain apart, the spread across requests and each
/// comparison without the request that moves it most.
enum ChangeCostSection {
  static func render(_ table: ChangeCostTable, input: ReportInput) -> String {
    var out = [
      "## Change cost", "",
      "Each request in `Scenarios/changes/` is made once per variant, as its team would make it, "
        + "and verified by `workbench run changes`. Counted: code lines added and removed in the "
        + "variant's own layers and its tests; the answer judges the app's part, as each cell's "
        + "suite is one team's as it stands and differs in kind (whole-app against isolated "
        + "tests), which no pattern causes. The shared domain's part is the same patch for every "
        + "variant and is shown apart. Files: those the counted lines are in.",
      "",
    ]
    let complete = table.variants.indices.filter { index in
      table.rows.allSatisfy { $0.costs[index] != nil }
    }
    guard !table.rows.isEmpty, !complete.isEmpty else {
      return (out + ["No variant has a patch for every request.", ""]).joined(separator: "\n")
    }
    let summaries = complete.map { index in
      ChangeCostSummary(table.rows.compactMap { $0.costs[index] })
    }
    // The shared domain's part is one patch for all: a column only when it differs.
    let sharedAlike = Set(summaries.map { "+\($0.shared.added) −\($0.shared.removed)" }).count == 1
    var totals = MarkdownTable(
      [
        "Variant", "App +", "App −", "Tests +", "Tests −", "App + tests", "Files", "Per request",
      ] + (sharedAlike ? [] : ["Shared domain (apart)"]),
      alignments: [.left] + Array(repeating: .right, count: sharedAlike ? 7 : 8))
    for (index, summary) in zip(complete, summaries) {
      totals.add(
        [
          table.variants[index], "\(summary.app.added)", "\(summary.app.removed)",
          "\(summary.tests.added)", "\(summary.tests.removed)", "**\(summary.total)**",
          "\(summary.files)",
          "\(summary.perRequest.min() ?? 0)–\(summary.perRequest.max() ?? 0)",
        ] + (sharedAlike ? [] : ["+\(summary.shared.added) −\(summary.shared.removed)"]))
    }
    out += [totals.rendered, ""]
    if sharedAlike, let shared = summaries.first?.shared {
      out += [
        "The shared domain's part, not compared, is the same for every variant: "
          + "+\(shared.added) −\(shared.removed) lines.", "",
      ]
    }
    let partial = table.variants.indices.filter { !complete.contains($0) }
    if !partial.isEmpty {
      out += [
        "Left out, without a patch for every request: "
          + partial.map { table.variants[$0] }.joined(separator: ", ") + ".", "",
      ]
    }
    out += comparisons(table, input: input)
    out += chart(table, complete: complete)
    return out.joined(separator: "\n")
  }

  /// Each question's difference with its spread and without the request that moves it most.
  static func comparisons(_ table: ChangeCostTable, input: ReportInput) -> [String] {
    let figures = HeadlineFigures(input)
    var rows = MarkdownTable(
      ["Move", "Difference", "Spread", "Moved most by", "Without it", "Verdict"],
      alignments: [.left, .right, .right, .left, .right, .left])
    for question in AnswerSection.questions {
      let from = question.from.name
      let to = question.to.name
      guard let before = figures.value(.changeCost, from),
        let after = figures.value(.changeCost, to),
        let differences = figures.requestDifferences(from: from, to: to)
      else { continue }
      let difference = after - before
      let mostIndex = differences.indices.max { abs(differences[$0]) < abs(differences[$1]) }
      let verdict = Verdict.judge(
        .changeCost, from: before, to: after, perRequest: differences,
        assumptionDependent: input.assumptionDependent.contains(.changeCost))
      let words: String
      switch verdict.outcome {
      case .cost: words = "cost"
      case .benefit: words = "benefit"
      case .none(let reason): words = "no measurable difference (\(reason))"
      }
      rows.add([
        "\(from) → \(to)",
        "\(Format.delta(difference)) (\(Format.signedPercent(after, of: before)))",
        "±" + Format.fixed(Verdict.spread(differences), decimals: 0),
        mostIndex.map { "\(table.rows[$0].name) (\(Format.delta(differences[$0])))" } ?? "–",
        mostIndex.map { Format.delta(difference - differences[$0]) } ?? "–", words,
      ])
    }
    guard !rows.rows.isEmpty else { return [] }
    return [
      "Each move of the answer: the difference in app lines, the spread across requests "
        + "(standard deviation of the per-request differences × √n), and the difference without "
        + "the request that moves it most.", "", rows.rendered, "",
    ]
  }

  /// Per request and variant, app and tests: which requests make the totals' differences, which
  /// neither table shows.
  static func chart(_ table: ChangeCostTable, complete: [Int]) -> [String] {
    var labels: [String] = []
    var totals: [Int] = []
    var apps: [Int] = []
    for (number, row) in table.rows.enumerated() {
      for index in complete {
        guard let cost = row.costs[index] else { continue }
        labels.append("\"\(number + 1) \(table.variants[index])\"")
        totals.append(ChangeCostSummary.comparedLines(cost) + cost.testLines.changed)
        apps.append(ChangeCostSummary.comparedLines(cost))
      }
    }
    let legend = table.rows.enumerated().map { "\($0.offset + 1) `\($0.element.name)`" }
    return [
      "Per request (" + legend.joined(separator: ", ")
        + ") and variant: each taller bar is app + tests, the shorter bar drawn over it app "
        + "alone; each request's cost by layer is in [the detail](#reference).", "",
      "```mermaid", "xychart-beta",
      "  title \"Change cost per request: app + tests, and app alone\"",
      "  x-axis [" + labels.joined(separator: ", ") + "]",
      "  y-axis \"lines changed\" 0 --> \(max(totals.max() ?? 1, 1))",
      "  bar [" + totals.map(String.init).joined(separator: ", ") + "]",
      "  bar [" + apps.map(String.init).joined(separator: ", ") + "]",
      "```", "",
    ]
  }

  /// The detail file's part: each request's cost per variant and layer.
  static func renderDetail(_ table: ChangeCostTable) -> String {
    var out = ["## Change cost by layer", ""]
    let layers: [SourceLayer] = SourceLayer.appLayers + [.tests]
    var detail = MarkdownTable(
      ["Request", "Variant"] + layers.map(\.rawValue) + [
        "Files", "Types added", "Protocols added",
      ],
      alignments: [.left, .left] + layers.map { _ in .right } + [.right, .right, .right])
    for row in table.rows {
      for (variant, cost) in zip(table.variants, row.costs) {
        guard let cost else { continue }
        detail.add(
          [row.name, variant]
            + layers.map { layer in
              let lines = cost.lines[layer] ?? ChangeCost.Lines()
              return lines.changed == 0 ? "–" : "+\(lines.added) −\(lines.removed)"
            } + ["\(cost.filesTouched)", "\(cost.typesAdded)", "\(cost.protocolsAdded)"])
      }
    }
    out += [detail.rendered, ""]
    return out.joined(separator: "\n")
  }
}
