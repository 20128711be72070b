import Harness

/// What each variant's navigation unit tests cost: tests, lines and doubles, overall and for
/// each navigation decision all the variants test.
enum TestCostSection {
  static func render(_ costs: [TestCost]) -> String {
    var out = [
      "## Test cost", "",
      "Each variant's navigation unit tests: the tests of one presenter, wireframe, coordinator, "
        + "router or view model against [test doubles](#definitions), without the whole app. "
        + "More protocols make more doubles possible and necessary; this is what they cost. "
        + "Code lines, as in [Size by layer](#size-by-layer).", "",
    ]
    var summary = MarkdownTable(
      ["Measure"] + costs.map(\.variant), alignments: [.left] + costs.map { _ in .right })
    summary.add(["Unit test files"] + costs.map { "\($0.unitFiles)" })
    summary.add(["Unit tests"] + costs.map { "\($0.unitTests)" })
    summary.add(["Code lines of those tests"] + costs.map { "\($0.unitTestLines)" })
    summary.add(["Test doubles (types)"] + costs.map { "\($0.doubles.count)" })
    summary.add(["Code lines of the doubles"] + costs.map { "\($0.doubleLines)" })
    out += [summary.rendered, ""]
    out += [
      "Per navigation decision (the tests that name it with a `// decision:` marker; test "
        + "lines, doubles apart):", "",
    ]
    var decisions = MarkdownTable(
      ["Decision"] + costs.map(\.variant), alignments: [.left] + costs.map { _ in .right })
    for decision in NavigationDecision.allCases {
      decisions.add(
        [decision.title]
          + costs.map { cost in
            guard let tests = cost.decisions.first(where: { $0.decision == decision.id }) else {
              return "–"
            }
            return tests.tests.isEmpty
              ? "none" : Format.plural(tests.tests.count, "test") + ", \(tests.lines) lines"
          })
    }
    out += [decisions.rendered, ""]
    return out.joined(separator: "\n")
  }
}
