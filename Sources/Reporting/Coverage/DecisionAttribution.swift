import Harness
import SwiftMetrics

/// Who decides each transition the scenarios made, per variant, taken from the static
/// navigation graph rather than from the call site the app's code hands to HeadlessUIKit: a
/// transition asked for by code is matched to the static edges it makes (as in
/// ``NavigationCoverage``), and attributed to the type those edges name as deciding them —
/// the coordinator that asked a router to push, not the router. A transition whose edges
/// match no static edge, or that makes none (a tab selected in code), is `unmatched`; one
/// whose edges name several deciding types goes to all of them, written `A | B`; a user's
/// gesture is `system`.
public struct DecisionAttribution: Codable, Equatable, Sendable {
  public static let unmatched = "unmatched"

  /// A deciding type and the transitions it decided.
  public struct Decider: Codable, Equatable, Sendable {
    /// The type's name, or several joined by ` | `.
    public let type: String
    /// Its role, lower case (`coordinator`), as the static graph classifies it; `other` for
    /// top-level code; `ambiguous` for several types of different roles.
    public let role: String
    /// Where it is declared (the first of several).
    public let file: String?
    public let transitions: Int
  }

  public struct Variant: Codable, Equatable, Sendable {
    public let variant: String
    /// Every transition of the variant's runs.
    public let transitions: Int
    /// Most transitions first, then by name.
    public let deciders: [Decider]
    /// Transitions by the deciding type's role, plus `unmatched` and `system`.
    public let byRole: [String: Int]
    /// Code transitions matched to no static edge, by kind.
    public let unmatchedByKind: [String: Int]
  }

  public let variants: [Variant]

  public init(suite: SuiteResult, metrics: [VariantMetrics]) {
    variants = suite.variants.compactMap { name in
      guard let metric = metrics.first(where: { $0.variant == name }) else { return nil }
      return Self.attribute(suite, variant: name, analysis: metric.analysis).0
    }
  }

  static func attribute(_ suite: SuiteResult, variant: String, analysis: AnalysisResult)
    -> (Variant, Labels)
  {
    let graph = analysis.navigation
    let keys = NavigationCoverage.keys(of: graph)
    var decidersByKey: [NavigationEdgeKey: Set<String>] = [:]
    var roleOf: [String: String] = [:]
    for (key, edge) in zip(keys, graph.edges) {
      decidersByKey[key, default: []].insert(edge.decidedBy)
      roleOf[edge.decidedBy] = edge.decidedByRole.map { Self.roleName($0) } ?? "other"
    }
    let fileOf = Dictionary(
      analysis.types.map { ($0.name, $0.file) }, uniquingKeysWith: { first, _ in first })
    var total = 0
    var byType: [String: Int] = [:]
    var byRole: [String: Int] = [:]
    var typeRole: [String: String] = [:]
    var unmatchedByKind: [String: Int] = [:]
    var labels: Labels = []
    ExercisedEdges.walk(suite, variant: variant) { transition, edges, position in
      while labels.count <= position.scenario { labels.append([]) }
      while labels[position.scenario].count <= position.step {
        labels[position.scenario].append([])
      }
      total += 1
      guard transition.origin == "code" else {
        byRole[RoleAttribution.system, default: 0] += 1
        labels[position.scenario][position.step].append(RoleAttribution.system)
        return
      }
      let types = edges.reduce(into: Set<String>()) { $0.formUnion(decidersByKey[$1] ?? []) }
      guard !types.isEmpty else {
        byRole[unmatched, default: 0] += 1
        unmatchedByKind[transition.kind, default: 0] += 1
        labels[position.scenario][position.step].append(unmatched)
        return
      }
      let label = types.sorted().joined(separator: " | ")
      labels[position.scenario][position.step].append(label)
      let roles = Set(types.map { roleOf[$0] ?? "other" })
      let role = roles.count == 1 ? roles.first! : "ambiguous"
      byType[label, default: 0] += 1
      typeRole[label] = role
      byRole[role, default: 0] += 1
    }
    let deciders = byType.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { label, count in
      Decider(
        type: label, role: typeRole[label] ?? "other",
        file: label.split(separator: " ").first.flatMap { fileOf[String($0)] },
        transitions: count)
    }
    return (
      Variant(
        variant: variant, transitions: total, deciders: deciders, byRole: byRole,
        unmatchedByKind: unmatchedByKind), labels
    )
  }

  /// Per scenario, per step of the variant's run, the decider of each transition: a type (or
  /// several, `A | B`), `unmatched` or `system`.
  typealias Labels = [[[String]]]

  /// The deciders of every transition, per variant with metrics.
  static func labels(suite: SuiteResult, metrics: [VariantMetrics]) -> [String: Labels] {
    var result: [String: Labels] = [:]
    for name in suite.variants {
      guard let metric = metrics.first(where: { $0.variant == name }) else { continue }
      result[name] = attribute(suite, variant: name, analysis: metric.analysis).1
    }
    return result
  }

  /// `ViewModel` → `view model`, `Coordinator` → `coordinator`.
  static func roleName(_ role: Role) -> String { role.spokenName }
}
