/// The type-level dependency graph: nodes for the declared types, a count for every reference
/// from one type (its declaration and extensions) to another, navigation calls and held types.
struct TypeGraph {
  var nodes: [TypeNode] = []
  /// Reference counts by site; the self-references of a type are left out.
  var sites: [ReferenceSite: Int] = [:]
  /// Navigation calls and assignments per node, with what each is made on.
  var navigationSites: [[NavigationSite]] = []
  /// Per node, the navigation names it declares methods of (`func present(…)` in a router).
  var navigationMethods: [Set<Int32>] = []
  /// Nodes named in the stored properties of each node.
  var held: [Set<Int>] = []
  /// For a file and declaration index, the node it declares or extends (-1: none).
  var nodeOfDeclaration: [[Int32]] = []
  /// The tree's module names, sorted: targets (`Sources/<Target>`) or root labels.
  var modules: [String] = []
  /// Names left unresolved because several modules declare them, in file order.
  var ambiguities: [AmbiguousSite] = []

  /// The symbols for which a framework node exists.
  static let frameworkTypes: [Keyword] = [
    .uiNavigationController, .uiTabBarController, .uiSplitViewController, .uiWindow,
  ]

  /// Framework types that hold a navigation stack or tabs.
  static let navigationContainers: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController",
  ]

  static func build(files: [ScannedFile], symbols: SymbolTable) -> TypeGraph {
    var graph = TypeGraph()
    var builder = TypeGraphBuilder(files: files, symbols: symbols)
    builder.declareNodes(into: &graph)
    builder.attachExtensions(into: &graph)
    builder.resolveReferences(into: &graph)
    return graph
  }

  /// Outgoing edges of every node with their counts, summed over files.
  func outgoingEdges() -> [[Int: Int]] {
    var edges = [[Int: Int]](repeating: [:], count: nodes.count)
    for (site, count) in sites where site.from >= 0 {
      edges[Int(site.from)][Int(site.to), default: 0] += count
    }
    return edges
  }
}

/// A navigation call or assignment inside a type.
struct NavigationSite {
  /// The called or assigned name (a `NavigationVocabulary` keyword's symbol).
  var symbol: Int32
  /// What it is made on: the node of the stored property it goes through (`router` in
  /// `router.present(…)`), or a `NavigationReceiver` mark.
  var receiver: Int32
}
