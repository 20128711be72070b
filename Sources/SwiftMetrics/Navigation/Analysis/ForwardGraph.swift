/// The forward edges by screen, for pops and dismissals.
struct ForwardGraph {
  private var incoming: [Int32: [(from: Int32, kind: NavigationEdgeKind)]] = [:]
  private var outgoing: [Int32: [(to: Int32, kind: NavigationEdgeKind)]] = [:]

  init(_ edges: [(from: Int32, to: Int32, kind: NavigationEdgeKind)]) {
    for edge in edges {
      incoming[edge.to, default: []].append((edge.from, edge.kind))
      outgoing[edge.from, default: []].append((edge.to, edge.kind))
    }
  }

  func predecessors(of screen: Int32, kinds: Set<NavigationEdgeKind>) -> Set<Int32> {
    Set((incoming[screen] ?? []).filter { kinds.contains($0.kind) && $0.from >= 0 }.map(\.from))
  }

  func successors(of screen: Int32, kinds: Set<NavigationEdgeKind>) -> Set<Int32> {
    Set((outgoing[screen] ?? []).filter { kinds.contains($0.kind) }.map(\.to))
  }

  func targets(of kind: NavigationEdgeKind) -> Set<Int32> {
    var result: Set<Int32> = []
    for (screen, edges) in incoming where edges.contains(where: { $0.kind == kind }) {
      result.insert(screen)
    }
    return result
  }

  /// A screen and what it shows inside it: its tabs, and what is pushed on them, transitively.
  func contained(in screen: Int32) -> Set<Int32> {
    let inside: Set<NavigationEdgeKind> = [
      .tab, .push, .show, .setViewControllers, .navigationLink, .navigationDestination, .segue,
    ]
    var result: Set<Int32> = [screen]
    var queue = [screen]
    while let current = queue.popLast(), result.count < 4096 {
      for next in successors(of: current, kinds: inside) where result.insert(next).inserted {
        queue.append(next)
      }
    }
    return result
  }

  /// The screens at the bottom of the stacks `screen` is pushed onto.
  func roots(above screen: Int32, kinds: Set<NavigationEdgeKind>) -> Set<Int32> {
    var result: Set<Int32> = []
    var seen: Set<Int32> = [screen]
    var queue = Array(predecessors(of: screen, kinds: kinds))
    while let current = queue.popLast(), seen.count < 4096 {
      guard seen.insert(current).inserted else { continue }
      let above = predecessors(of: current, kinds: kinds)
      if above.isEmpty { result.insert(current) } else { queue += above }
    }
    return result
  }
}
