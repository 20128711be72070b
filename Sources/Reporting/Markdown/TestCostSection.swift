import Harness

/// What each variant's navigation unit tests cost, per navigation decision they test (each test
/// names its decisions with a `// decision: <id>` marker), and — when mutation testing has run —
/// what they catch.
enum TestCostSection {
  static func render(_ costs: [TestCost], mutation: MutationReport? = nil) -> String {
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
    if let mutation { add(mutation, to: &summary, costs: costs) }
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
    if mutation != nil {
      out.insert(
        contentsOf: [
          "What they catch: of each variant's mutants ([below](#mistakes-from-the-mutants)), those "
            + "these unit tests kill, and per 100 of their lines; those the scenarios kill.",
          "",
        ], at: 4)
    }
    return out.joined(separator: "\n")
  }

  static func perDecision(_ cost: TestCost) -> String {
    let tested = cost.decisions.filter { !$0.tests.isEmpty }.count
    return tested == 0 ? "–" : Format.fixed(Double(cost.totalLines) / Double(tested), decimals: 0)
  }

  /// What the tests buy: mutants of the variant's code killed by its navigation unit tests
  /// (per hundred of their lines, doubles included) and by the scenarios.
  static func add(_ mutation: MutationReport, to table: inout MarkdownTable, costs: [TestCost]) {
    let totals = costs.map { cost in
      mutation.figures.first { $0.variant == cost.variant && $0.layer == nil }
    }
    table.add(
      ["Mutants these tests kill (per 100 lines)"]
        + totals.map { figure in
          guard let figure else { return "–" }
          let perHundred = figure.navigationUnitTestKillsPerHundredLines.map {
            " (\(Format.fixed($0, decimals: 1)))"
          }
          return "\(figure.killedByNavigationUnitTests) of \(figure.sites)\(perHundred ?? "")"
        })
    table.add(
      ["Mutants the scenarios kill"]
        + totals.map { figure in
          guard let figure else { return "–" }
          return "\(figure.killedByScenarios) of \(figure.sites)"
        })
  }
}
