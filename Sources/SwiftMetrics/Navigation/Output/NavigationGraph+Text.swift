/// The navigation graph in the text output: counts, then the edges (the first
/// `textEdgeLimit`; the JSON and Markdown have them all).
extension NavigationGraph {
  static let textEdgeLimit = 200

  /// Edges per kind, in `NavigationEdgeKind` order: "push 3, present 1".
  var kindCounts: String {
    // One pass, not a filtered copy of every edge per kind.
    var counts: [NavigationEdgeKind: Int] = [:]
    for edge in edges { counts[edge.kind, default: 0] += 1 }
    return NavigationEdgeKind.allCases.compactMap { kind in
      counts[kind].map { "\(kind.rawValue) \($0)" }
    }.joined(separator: ", ")
  }

  func renderText() -> String {
    var out =
      "\nNavigation graph (screens by their UIKit/SwiftUI base; each edge with the type that "
    out += "decides it):\n"
    out += "  \(screens.count) screens, \(edges.count) edges"
    out += edges.isEmpty ? "\n" : " (\(kindCounts))\n"
    for edge in edges.prefix(Self.textEdgeLimit) {
      let role = edge.decidedByRole.map { " (\($0.rawValue))" } ?? ""
      out += "  \(edge.from) -> \(edge.to) [\(edge.kind.rawValue)] by \(edge.decidedBy)\(role)"
      out += " at \(edge.file):\(edge.line)\n"
    }
    if edges.count > Self.textEdgeLimit {
      out += "  … and \(edges.count - Self.textEdgeLimit) more (see --json or --markdown)\n"
    }
    return out
  }
}
