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
    out += flowDiagram(
      input.metrics.filter { metric in
        coverage.variants.contains { $0.variant == metric.variant }
      })
    return [out.joined(separator: "\n")]
  }

  /// The screen flow of every variant in one chart: an arrow per pair of screens some static
  /// edge joins, labelled with the type that decides it, per variant where they differ.
  static func flowDiagram(_ metrics: [VariantMetrics]) -> [String] {
    var deciders: [String: [String: Set<String>]] = [:]
    var ends: [String: (from: String, to: String)] = [:]
    for metric in metrics {
      for edge in NavigationCoverage.decidedEdges(of: metric.analysis.navigation) {
        let pair = edge.key.from + "\u{0}" + edge.key.to
        ends[pair] = (edge.key.from, edge.key.to)
        deciders[pair, default: [:]][metric.variant, default: []].insert(edge.decidedBy)
      }
    }
    guard !ends.isEmpty else { return [] }
    var chart = Mermaid()
    for (pair, (from, to)) in ends {
      let byVariant = deciders[pair] ?? [:]
      // Variants that agree share one name; the order is the suite's.
      var groups: [(names: String, variants: [String])] = []
      for metric in metrics {
        let names = (byVariant[metric.variant] ?? []).sorted().joined(separator: " / ")
        if names.isEmpty { continue }
        if let index = groups.firstIndex(where: { $0.names == names }) {
          groups[index].variants.append(metric.variant)
        } else {
          groups.append((names, [metric.variant]))
        }
      }
      let label =
        groups.count == 1 && groups[0].variants.count == metrics.count
        ? groups[0].names
        : groups.map { $0.variants.joined(separator: ", ") + ": " + $0.names }
          .joined(separator: " · ")
      chart.edge(from, to, label: label)
    }
    return [
      "The screen flow of the static graphs (an arrow per pair of screens, whatever the kind), "
        + "each arrow labelled with the type that decides it, per variant where they differ:",
      "", chart.rendered(direction: "LR"), "",
    ]
  }
}
