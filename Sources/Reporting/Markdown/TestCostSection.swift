import Harness

/// What each variant's navigation unit tests cost, per navigation decision they test (each test
/// names its decisions with a `// decision: <id>` marker), and — when mutation testing has run —
/// what they catch.
enum TestCostSection {
  static func render(_ costs: [TestCost], mutants: [MutantKills] = []) -> String {
    var out = [
      "## Test cost", "",
      "Each variant's navigation unit tests: one presenter, wireframe, coordinator, router or view "
        + "model against test doubles, without the whole app. Code lines, doubles included.", "",
    ]
    var summary = MarkdownTable(
      ["Measure"] + costs.map(\.variant), alignments: [.left] + costs.map { _ in .right })
    summary.add(["Unit tests (files)"] + costs.map { "\($0.unitTests) (\($0.unitFiles))" })
    summary.add(
      ["Test lines + double lines"] + costs.map { "\($0.unitTestLines) + \($0.doubleLines)" })
    summary.add(["Doubles (types)"] + costs.map { "\($0.doubles.count)" })
    summary.add(["Test lines per decision tested"] + costs.map(perDecision))
    out += [summary.rendered, ""]
    var decisions = MarkdownTable(
      ["Decision: tests / lines"] + costs.map(\.variant),
      alignments: [.left] + costs.map { _ in .right })
    var untested: [String] = []
    for decision in NavigationDecision.allCases {
      let cells = costs.map { cost -> String in
        guard let tests = cost.decisions.first(where: { $0.decision == decision.id }) else {
          return "–"
        }
        if tests.tests.isEmpty { untested.append("\(cost.variant): \(decision.id)") }
        return tests.tests.isEmpty ? "none" : "\(tests.tests.count) / \(tests.lines)"
      }
      decisions.add([decision.title] + cells)
    }
    out += [
      "The same decisions on every side: what each variant pays to test each one.", "",
      decisions.rendered, "",
      untested.isEmpty
        ? "Every variant tests every decision."
        : "Untested: " + untested.joined(separator: ", ") + ".",
      "",
    ]
    if !mutants.isEmpty { out += mutantLines(mutants, costs: costs) }
    return out.joined(separator: "\n")
  }

  static func perDecision(_ cost: TestCost) -> String {
    let tested = cost.decisions.filter { !$0.tests.isEmpty }.count
    return tested == 0 ? "–" : Format.fixed(Double(cost.totalLines) / Double(tested), decimals: 0)
  }

  /// What the tests buy: mutants of the variant's code killed by its unit tests (per hundred
  /// test lines) and by the scenarios.
  static func mutantLines(_ mutants: [MutantKills], costs: [TestCost]) -> [String] {
    var table = MarkdownTable(
      ["Variant", "Mutants", "Killed by unit tests", "per 100 test lines", "Killed by scenarios"],
      alignments: [.left, .right, .right, .right, .right])
    for kills in mutants {
      let lines = costs.first { $0.variant == kills.variant }?.totalLines ?? 0
      table.add([
        kills.variant, "\(kills.mutants)",
        "\(kills.killedByUnitTests) (\(Format.percent(kills.killedByUnitTests, of: kills.mutants)))",
        lines == 0 ? "–" : Format.fixed(100 * Double(kills.killedByUnitTests) / Double(lines)),
        "\(kills.killedByScenarios) (\(Format.percent(kills.killedByScenarios, of: kills.mutants)))",
      ])
    }
    return [
      "### What the tests catch", "",
      "Mutants of each variant's code (`workbench run mutants`) and which of them the unit tests "
        + "and the scenarios kill.", "", table.rendered, "",
    ]
  }
}
