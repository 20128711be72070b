import SwiftMetrics

/// Coupling read from the type graph and the static navigation graph, not from folders: which
/// of a variant's types know (reference) a screen's types, and which types decide where each
/// screen goes. A file moved to another folder changes none of it.
///
/// A screen's types are those SwiftMetrics' `LayerClassifier` gives the screen by what builds
/// what (`ScreenTypes`): its screen type, what its builders and its types construct, the
/// protocols its builders take or return — never by name, so a coordinator, a router or a root
/// wireframe is no screen's, and a module's presenter, wireframe and contracts count as one
/// screen. A screen's stem is its `screenName`, or its type name without `ViewController`,
/// `Controller`, `Screen` or `View`.
public struct TypeCoupling: Codable, Equatable, Sendable {
  /// One type that knows screens other than its own.
  public struct Knower: Codable, Equatable, Sendable {
    public let type: String
    /// The screen the type belongs to, nil for a type of no screen (a coordinator of a flow, a
    /// router, the app's entry).
    public let screen: String?
    /// The other screens whose types it references, sorted.
    public let knows: [String]
  }

  /// One screen whose code knows another: the coupling figure counts these pairs.
  public struct Pair: Codable, Equatable, Sendable {
    public let screen: String
    public let knows: String
    /// The screen's types that reference the other's, sorted.
    public let through: [String]
  }

  public struct Variant: Codable, Equatable, Sendable {
    public let variant: String
    /// Screens by stem, sorted.
    public let screens: [String]
    /// The distinct (screen, other screen) pairs its types make, sorted.
    public let screenPairs: [Pair]
    /// Types of a screen that reference another screen's types; most screens known first.
    public let screenTypesKnowingOthers: [Knower]
    /// Types of no screen that reference screens' types; most screens known first.
    public let otherTypesKnowingScreens: [Knower]
    /// Per trigger of the static graph (a screen, `(launch)`, `(deep link)`, `(event)`), the
    /// types that decide where it goes, sorted.
    public let decidedBy: [String: [String]]
    /// Every type that decides a static edge, sorted.
    public let decidingTypes: [String]
    /// Per screen, the types of other screens or of none that reference its types, sorted:
    /// the code that builds it or leads to it.
    public let knownBy: [String: [String]]
    /// Per screen, its own types that decide a static edge, sorted.
    public let decidingOwnTypes: [String: [String]]
  }

  public let variants: [Variant]

  public init(metrics: [VariantMetrics]) {
    variants = metrics.map(Self.measure)
  }

  static func measure(_ metric: VariantMetrics) -> Variant {
    let graph = metric.analysis.navigation
    let types = metric.screenTypes
    let stemOf = types.stemOf
    let stems = types.stems
    func screenOf(_ name: String) -> String? { types.screenOf[name] }
    var inScreens: [Knower] = []
    var outside: [Knower] = []
    var knownBy: [String: Set<String>] = [:]
    for type in types.knowers {
      for screen in type.knows { knownBy[screen, default: []].insert(type.type) }
      let knower = Knower(type: type.type, screen: type.screen, knows: type.knows)
      if type.screen == nil { outside.append(knower) } else { inScreens.append(knower) }
    }
    let order = { (a: Knower, b: Knower) in (b.knows.count, a.type) < (a.knows.count, b.type) }
    var decidedBy: [String: Set<String>] = [:]
    for edge in graph.edges {
      let from = stemOf[edge.from] ?? edge.from
      decidedBy[from, default: []].insert(edge.decidedBy)
    }
    let deciding = Set(graph.edges.map(\.decidedBy))
    var decidingOwn: [String: [String]] = [:]
    for type in deciding.sorted() {
      if let screen = screenOf(type) { decidingOwn[screen, default: []].append(type) }
    }
    var pairs: [[String]: Set<String>] = [:]
    for knower in inScreens {
      for known in knower.knows {
        pairs[[knower.screen ?? "", known], default: []].insert(knower.type)
      }
    }
    let screenPairs = pairs.keys.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }.map {
      Pair(screen: $0[0], knows: $0[1], through: pairs[$0]!.sorted())
    }
    return Variant(
      variant: metric.variant, screens: stems, screenPairs: screenPairs,
      screenTypesKnowingOthers: inScreens.sorted(by: order),
      otherTypesKnowingScreens: outside.sorted(by: order),
      decidedBy: decidedBy.mapValues { $0.sorted() },
      decidingTypes: deciding.sorted(), knownBy: knownBy.mapValues { $0.sorted() },
      decidingOwnTypes: decidingOwn)
  }
}
