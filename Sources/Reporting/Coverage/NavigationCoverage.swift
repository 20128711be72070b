import Harness
import SwiftMetrics

/// How much of each variant's static navigation graph the scenarios exercise, by screen names:
/// a static screen is named by the text it assigns to `screenName` (`Tabs` for a tab bar
/// controller, as the hierarchy notation writes it; its type name otherwise), and the static
/// edges (one per site in the code) become one edge per (from, to, kind).
public struct NavigationCoverage: Codable, Equatable, Sendable {
  public struct Variant: Codable, Equatable, Sendable {
    public let variant: String
    /// The static graph's edges, by screen names, sorted.
    public let staticEdges: [NavigationEdgeKey]
    /// Static edges some scenario exercises.
    public let exercised: Int
    /// Static edges no scenario exercises, sorted.
    public let neverExercised: [NavigationEdgeKey]
    /// Edges the scenarios exercise that the static graph lacks (it should have them all).
    public let missingFromStaticGraph: [NavigationEdgeKey]
  }

  public let variants: [Variant]

  /// Per variant of the suite that has static metrics, in the suite's order.
  public init(suite: SuiteResult, metrics: [VariantMetrics]) {
    variants = suite.variants.compactMap { name in
      guard let metric = metrics.first(where: { $0.variant == name }) else { return nil }
      let graph = metric.analysis.navigation
      let exercised = ExercisedEdges.edges(in: suite, variant: name)
      let statics = Set(Self.keys(of: graph))
      return Variant(
        variant: name, staticEdges: statics.sorted(),
        exercised: statics.intersection(exercised).count,
        neverExercised: statics.subtracting(exercised).sorted(),
        missingFromStaticGraph: exercised.subtracting(statics).sorted())
    }
  }

  /// The static graph's edges by screen names.
  static func keys(of graph: NavigationGraph) -> [NavigationEdgeKey] {
    decidedEdges(of: graph).map(\.key)
  }

  /// The static graph's edges by screen names, each with the type that decides it.
  static func decidedEdges(of graph: NavigationGraph) -> [(
    key: NavigationEdgeKey, decidedBy: String
  )] {
    var names: [String: String] = [:]
    for screen in graph.screens {
      names[screen.type] =
        screen.name ?? (screen.base == "UITabBarController" ? "Tabs" : screen.type)
    }
    return graph.edges.map { edge in
      (
        NavigationEdgeKey(
          from: names[edge.from] ?? edge.from, to: names[edge.to] ?? edge.to,
          kind: edge.kind.rawValue), edge.decidedBy
      )
    }
  }
}
