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
      "`workbench run mutants` makes the same small mistakes "
        + "(\(Format.plural(report.operators.count, "operator"))) "
        + "wherever each variant's own code allows them and runs the scenarios and the variant's "
        + "unit tests with each one on. Each cell: mutation sites (the mistake surface) / share "
        + "killed by the scenarios / share killed by the unit tests / survivors (caught by neither, "
        + "equivalent ones included). Every mutant and its killers: [mutants.json](mutants.json).",
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
    out += named(report, variants: variants, detail: input.scenarioDetail)
    return out.joined(separator: "\n")
  }

  /// The named classics: per variant, how many were picked and what catches them; each one and
  /// its killers are in the detail.
  static func named(_ report: MutationReport, variants: [String], detail: String?) -> [String] {
    let named = report.mutants.filter { $0.name != nil }
    guard !named.isEmpty else {
      return [
        "No named classic mistakes in the results: every mutant above is an operator's, none "
          + "picked by hand.", "",
      ]
    }
    var table = MarkdownTable(
      ["Named classic mistakes"] + variants, alignments: [.left] + variants.map { _ in .right })
    let ofVariant = variants.map { variant in named.filter { $0.variant == variant } }
    let compiled = ofVariant.map { $0.filter { $0.status != .uncompilable } }
    table.add(["Picked by hand (mutants)"] + ofVariant.map { "\($0.count)" })
    table.add(
      ["Caught by the scenarios"]
        + compiled.map { "\($0.filter { !$0.killedBy.scenarios.isEmpty }.count)" })
    table.add(
      ["Caught by the unit tests"]
        + compiled.map { "\($0.filter { !$0.killedBy.unitTests.isEmpty }.count)" })
    let survivors = compiled.map { $0.filter { $0.status == .survived } }
    table.add(["Caught by neither"] + survivors.map { "\($0.count)" })
    // Named below the table, not in its cells: a cell of names would widen every row.
    let uncaught = survivors.joined().compactMap(\.name).map(Format.code)
    return [
      "The named classic mistakes are picked by hand, not generated: each is one mutant at the "
        + "place its pattern puts it, and a variant whose code has no such place has none. Each "
        + "one and every scenario and unit test that catches it: "
        + (detail.map { "[\($0)](\($0)#named-mistakes-one-by-one)" }
          ?? "[below](#named-mistakes-one-by-one)") + ".", "",
      table.rendered, "",
    ]
      + (uncaught.isEmpty
        ? [] : ["Caught by neither: " + uncaught.joined(separator: ", ") + ".", ""])
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
