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
      "Each variant's static navigation graph — every screen-to-screen edge its code can take, "
        + "found by `workbench analyze` without running it — against the transitions the "
        + "scenarios made. Edges are named by screens (a type's `screenName`, `Tabs` for the "
        + "tab bar) and kind; `from` is what triggers the step: the screen the user acted on, "
        + "`(launch)`, `(deep link)` or `(event)`. An exercised edge missing from the static "
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
    for variant in coverage.variants {
      out += ["### \(variant.variant)", ""]
      if variant.missingFromStaticGraph.isEmpty {
        out.append("Every exercised edge is in the static graph.")
      } else {
        out.append("**Exercised but missing from the static graph:**")
        out.append("")
        out += variant.missingFromStaticGraph.map { "- " + Format.text($0.description) }
      }
      out.append("")
      if variant.neverExercised.isEmpty {
        out.append("The scenarios exercise every static edge.")
      } else {
        out.append("Never exercised by the scenarios:")
        out.append("")
        out += variant.neverExercised.map { "- " + Format.text($0.description) }
      }
      out.append("")
    }
    return [out.joined(separator: "\n")]
  }
}
