import SwiftMetrics

/// Coupling read from the type graph and the static navigation graph, not from folders: which
/// of a variant's types know (reference) a screen's types, and which types decide where each
/// screen goes. A file moved to another folder changes none of it.
///
/// A screen's types are the variant's own types whose name (a nested type's outermost name,
/// without a module prefix) starts with the screen's stem followed by an upper-case letter or
/// nothing, the longest stem winning: `LoginPresenter`, `LoginWireframe`, `LoginViewModel`,
/// `LoginModuleOutput` belong to Login wherever they sit. A screen's stem is its
/// `screenName`, or its type name without `ViewController`, `Controller`, `Screen` or `View`.
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

  public struct Variant: Codable, Equatable, Sendable {
    public let variant: String
    /// Screens by stem, sorted.
    public let screens: [String]
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

  /// The stem of each static screen: `Login` for `LoginViewController` named "Login" (the
  /// rule is `ScreenTypes`', which the rules and the review page share).
  static func stems(of graph: NavigationGraph) -> [String: String] {
    var stems: [String: String] = [:]
    for screen in graph.screens {
      stems[screen.type] = screen.name ?? ScreenTypes.stem(ofScreenType: screen.type)
    }
    return stems
  }

  /// The screen a type name belongs to, by the longest stem it starts with.
  static func screen(ofType name: String, stems: [String]) -> String? {
    ScreenTypes.screen(ofType: name, stems: stems)
  }

  static func measure(_ metric: VariantMetrics) -> Variant {
    let graph = metric.analysis.navigation
    let stemOf = stems(of: graph)
    let stems = Array(Set(stemOf.values)).sorted()
    let own = metric.ownTypes
    let ownNames = Set(own.map(\.name))
    func screenOf(_ name: String) -> String? {
      ownNames.contains(name) ? screen(ofType: name, stems: stems) : nil
    }
    var inScreens: [Knower] = []
    var outside: [Knower] = []
    var knownBy: [String: Set<String>] = [:]
    for type in own {
      let home = screenOf(type.name)
      let known = Set(type.outgoing.compactMap { screenOf($0.to) }).subtracting(
        [home].compactMap { $0 })
      for screen in known { knownBy[screen, default: []].insert(type.name) }
      guard !known.isEmpty else { continue }
      let knower = Knower(type: type.name, screen: home, knows: known.sorted())
      if home == nil { outside.append(knower) } else { inScreens.append(knower) }
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
    return Variant(
      variant: metric.variant, screens: stems,
      screenTypesKnowingOthers: inScreens.sorted(by: order),
      otherTypesKnowingScreens: outside.sorted(by: order),
      decidedBy: decidedBy.mapValues { $0.sorted() },
      decidingTypes: deciding.sorted(), knownBy: knownBy.mapValues { $0.sorted() },
      decidingOwnTypes: decidingOwn)
  }
}
