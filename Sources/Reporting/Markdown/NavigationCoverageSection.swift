import Harness
import SwiftMetrics

/// Navigation coverage: per variant, the screen-to-screen edges of its static navigation graph
/// (`workbench analyze`), how many the scenarios exercise, those they never do, and any they
/// exercise that the static graph misses — which would mean the analysis lost a path.
enum NavigationCoverageSection {
  /// The section, or none without a suite or static metrics.
  static func render(_ input: ReportInput) -> [String] {
    guard let suite = input.suite, !input.metrics.isEmpty else { return [] }
    let coverage = NavigationCoverage(suite: suite, metrics: input.metrics)
    var out = [
      "## Navigation coverage", "",
      "Each variant's static navigation graph (`workbench analyze`, without running the code) "
        + "against the transitions the scenarios made, edges named by screens (`screenName`, "
        + "`Tabs` for the tab bar) and kind; `from` is what triggered the step: the screen acted "
        + "on, `(launch)`, `(deep link)` or `(event)`. An exercised edge missing from the static "
        + "graph would be a path the analysis cannot see.", "",
    ]
    var table = MarkdownTable(
      ["Variant", "Static edges", "Exercised", "Share", "Never exercised", "Missing from static"],
      alignments: [.left, .right, .right, .right, .right, .right])
    for variant in coverage.variants {
      table.add([
        variant.variant, "\(variant.staticEdges.count)", "\(variant.exercised)",
        Format.percent(variant.exercised, of: variant.staticEdges.count),
        "\(variant.neverExercised.count)", "\(variant.missingFromStaticGraph.count)",
      ])
    }
    out.append(table.rendered)
    out.append("")
    for variant in coverage.variants where !variant.missingFromStaticGraph.isEmpty {
      out += ["**\(variant.variant): exercised but missing from the static graph:**", ""]
      out += variant.missingFromStaticGraph.map { "- " + Format.text($0.description) }
      out.append("")
    }
    if coverage.variants.allSatisfy(\.missingFromStaticGraph.isEmpty) {
      out += ["Every exercised edge of every variant is in its static graph.", ""]
    }
    // One row per edge some variant never exercises; ✗ where it is in that variant's graph
    // and never exercised.
    let never = coverage.variants.map { Set($0.neverExercised) }
    let edges = never.reduce(into: Set<NavigationEdgeKey>()) { $0.formUnion($1) }.sorted()
    if edges.isEmpty {
      out += ["The scenarios exercise every static edge.", ""]
    } else if Set(never).count == 1 {
      out += [
        "Never exercised by the scenarios, in every variant: "
          + edges.map { Format.text($0.description) }.joined(separator: "; ") + ".", "",
      ]
    } else {
      var rows = MarkdownTable(
        ["Never exercised by the scenarios"] + coverage.variants.map(\.variant))
      for edge in edges {
        rows.add([Format.text(edge.description)] + never.map { $0.contains(edge) ? "✗" : "" })
      }
      out += [rows.rendered, ""]
    }
    return [out.joined(separator: "\n")]
  }
}
