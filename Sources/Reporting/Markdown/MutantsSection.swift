import Harness

/// "Mistakes from the mutants": from the committed results of `workbench run mutants`, per
/// variant and layer, how many places the code offers the same small mistakes (the mistake
/// surface) and what share of them the scenarios and the unit tests catch; then the named
/// classics, which were picked by hand and are shown with that composition stated.
enum MutantsSection {
  static let title = "Mistakes from the mutants"
  static let command = "swift run workbench run mutants"

  static func render(_ input: ReportInput) -> String? {
    if let note = input.mutationNote {
      return ["## \(title)", "", note, ""].joined(separator: "\n")
    }
    guard let report = input.mutation else { return nil }
    let variants = input.variants.filter { report.variants.contains($0) }
    var out = [
      "## \(title)", "",
      "`workbench run mutants` makes the same small mistakes (\(report.operators.count) operators: "
        + report.operators.joined(separator: ", ")
        + ") wherever each variant's own code allows them, every one compiled into one build, and "
        + "runs the scenarios and the variant's unit tests with each switched on. Each cell: "
        + "mutation sites (the mistake surface) / share killed by the scenarios / share killed by "
        + "the unit tests / survivors (caught by neither; equivalent ones included, the reader's "
        + "to judge). Every mutant and its killers: [mutants.json](mutants.json).",
      "",
    ]
    var table = MarkdownTable(
      ["Sites / scenarios / unit tests / survivors"] + variants,
      alignments: [.left] + variants.map { _ in .right })
    let layers =
      [nil]
      + SourceLayer.allCases.map(\.rawValue).filter { layer in
        report.figures.contains { $0.layer == layer }
      }
    for layer in layers {
      table.add(
        [layer ?? "all layers"]
          + variants.map { variant in
            guard let figure = figure(report, variant, layer) else { return "–" }
            return "\(figure.sites) / \(share(figure.killedByScenarios, figure.sites)) / "
              + "\(share(figure.killedByUnitTests, figure.sites)) / \(figure.survivors)"
          })
    }
    table.add(
      ["Unit-test kills per 100 unit-test lines"]
        + variants.map { variant in
          guard let figure = figure(report, variant, nil),
            let perHundred = figure.unitTestKillsPerHundredLines, let lines = figure.testLines
          else { return "–" }
          return "\(Format.fixed(perHundred, decimals: 1)) (\(lines) lines)"
        })
    out += [table.rendered, ""]
    let uncompilable = report.figures.filter { $0.layer == nil }.map(\.uncompilable).reduce(0, +)
    if uncompilable > 0 {
      out += [
        "\(Format.plural(uncompilable, "mutant")) could not be compiled in schema form and "
          + "\(uncompilable == 1 ? "is" : "are") left out (listed in mutants.json).", "",
      ]
    }
    out += named(report, variants: variants)
    return out.joined(separator: "\n")
  }

  /// The named classics: per mistake and variant, what catches it.
  static func named(_ report: MutationReport, variants: [String]) -> [String] {
    let named = report.mutants.filter { $0.name != nil }
    guard !named.isEmpty else {
      return [
        "No named classic mistakes in the results: every mutant above is an operator's, none "
          + "picked by hand.", "",
      ]
    }
    let counts = variants.map { variant in
      "\(variant) \(named.filter { $0.variant == variant }.count)"
    }
    var table = MarkdownTable(
      ["Named mistake: caught by"] + variants, alignments: [.left] + variants.map { _ in .left })
    let mistakes = named.map { $0.mistake ?? $0.name ?? "" }.reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }.sorted()
    for mistake in mistakes {
      table.add(
        [mistake]
          + variants.map { variant in
            let ofCell = named.filter {
              $0.variant == variant && ($0.mistake ?? $0.name ?? "") == mistake
            }
            guard !ofCell.isEmpty else { return "–" }
            return ofCell.map(caughtBy).joined(separator: "; ")
          })
    }
    return [
      "**Named classic mistakes** — picked by hand, not generated (\(counts.joined(separator: ", "))); "
        + "each is one mutant at the place its pattern puts it, – where the variant's code has no "
        + "such place. Caught by: scenarios (S) and unit tests (U), how many; which ones: "
        + "[the detail](#reference).", "",
      table.rendered, "",
    ]
  }

  static func caughtBy(_ mutant: MutantResult) -> String {
    switch mutant.status {
    case .uncompilable: return "not compilable"
    case .survived: return "survives"
    case .killed:
      var parts: [String] = []
      if !mutant.killedBy.scenarios.isEmpty { parts.append("S \(mutant.killedBy.scenarios.count)") }
      if !mutant.killedBy.unitTests.isEmpty { parts.append("U \(mutant.killedBy.unitTests.count)") }
      return parts.joined(separator: ", ")
    }
  }

  /// The detail file's part: each named mistake and every scenario and unit test that caught it.
  static func renderDetail(_ report: MutationReport) -> String? {
    let named = report.mutants.filter { $0.name != nil }
    guard !named.isEmpty else { return nil }
    var out = ["## Named mistakes one by one", ""]
    for mutant in named.sorted(by: { ($0.name ?? "", $0.id) < ($1.name ?? "", $1.id) }) {
      let killers =
        mutant.killedBy.scenarios.map { "scenario \(Format.code($0.name)) (\($0.how))" }
        + mutant.killedBy.unitTests.map { "unit test \(Format.code($0.name)) (\($0.how))" }
      out.append(
        "- \(Format.code(mutant.name ?? "")) (\(mutant.variant), \(mutant.file):\(mutant.line)): "
          + (killers.isEmpty ? mutant.status.rawValue : killers.joined(separator: ", ")))
    }
    return (out + [""]).joined(separator: "\n")
  }

  static func figure(_ report: MutationReport, _ variant: String, _ layer: String?)
    -> MutationFigures?
  {
    report.figures.first { $0.variant == variant && $0.layer == layer }
  }

  static func share(_ part: Int, _ whole: Int) -> String {
    whole == 0 ? "–" : "\(Int((100 * Double(part) / Double(whole)).rounded()))%"
  }
}
