/// The type-level dependency graph: nodes for the declared types, a count for every reference
/// from one type (its declaration and extensions) to another, navigation calls and held types.
struct TypeGraph {
  var nodes: [TypeNode] = []
  /// The nodes' qualified names.
  var names = QualifiedNames()
  /// Reference counts by site, in order of file, then referring and referred node; the
  /// self-references of a type are left out.
  var sites: [ReferenceSite] = []
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

  /// The symbols for which a framework node exists: `Vocabulary`'s UIKit containers.
  static let frameworkTypes: [Keyword] = Keyword.allCases.filter {
    Vocabulary.uiKitContainers.contains($0.spelling)
  }

  /// Framework types that hold a navigation stack or tabs.
  static let navigationContainers = Vocabulary.containers([.stack, .tabs, .split])

  static func build(files: [ScannedFile], symbols: SymbolNames) -> TypeGraph {
    var graph = TypeGraph()
    var builder = TypeGraphBuilder(files: files, symbols: symbols)
    builder.declareNodes(into: &graph)
    builder.attachExtensions(into: &graph)
    builder.resolveReferences(into: &graph)
    return graph
  }

  /// Each node's references to others, summed over files: for node `n`, the targets
  /// `targets[offsets[n] ..< offsets[n + 1]]` in increasing order, with their counts.
  func outgoingEdges() -> (offsets: [Int], targets: [Int32], counts: [Int]) {
    // Sites grouped by referring node (a counting sort), then each group by target.
    var starts = [Int](repeating: 0, count: nodes.count + 1)
    for site in sites where site.from >= 0 { starts[Int(site.from) + 1] += 1 }
    for node in 0..<nodes.count { starts[node + 1] += starts[node] }
    var grouped = [(to: Int32, count: Int32)](repeating: (0, 0), count: starts[nodes.count])
    var next = starts
    for site in sites where site.from >= 0 {
      grouped[next[Int(site.from)]] = (site.to, site.count)
      next[Int(site.from)] += 1
    }
    var offsets = [Int](repeating: 0, count: nodes.count + 1)
    var targets: [Int32] = []
    var counts: [Int] = []
    targets.reserveCapacity(grouped.count)
    counts.reserveCapacity(grouped.count)
    for node in 0..<nodes.count {
      grouped[starts[node]..<starts[node + 1]].sort { $0.to < $1.to }
      for index in starts[node]..<starts[node + 1] {
        let (to, count) = grouped[index]
        if targets.count > offsets[node] && targets[targets.count - 1] == to {
          counts[counts.count - 1] += Int(count)
        } else {
          targets.append(to)
          counts.append(Int(count))
        }
      }
      offsets[node + 1] = targets.count
    }
    return (offsets, targets, counts)
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
