/// The navigation graph in the Markdown output: a Mermaid flowchart (screens as boxes, the
/// launch, deep links and events as rounded nodes, edges labelled with their kind) and the
/// table of edges.
extension NavigationGraph {
  /// Edges drawn at most; the table lists them all.
  static let mermaidEdgeLimit = 500

  func renderMarkdown() -> String {
    var out = "\n## Navigation graph\n\n"
    out += "\(screens.count) screens, \(edges.count) edges"
    out += edges.isEmpty ? ".\n" : " (\(kindCounts)).\n"
    guard !edges.isEmpty else { return out }
    out += "\n" + mermaid() + "\n"
    out += "\n| From | To | Kind | Decided by | Where |\n|---|---|---|---|---|\n"
    for edge in edges {
      let role = edge.decidedByRole.map { " (\($0.rawValue))" } ?? ""
      out += "| `\(edge.from)` | `\(edge.to)` | \(edge.kind.rawValue) | `\(edge.decidedBy)`\(role) "
      out += "| `\(edge.file):\(edge.line)` |\n"
    }
    return out
  }

  /// A flowchart GitHub renders; the same graph gives the same text.
  func mermaid() -> String {
    var ids: [String: String] = [:]
    func id(_ name: String) -> String {
      if let known = ids[name] { return known }
      let made = "n" + String(ids.count)
      ids[name] = made
      return made
    }
    let names = Set(screens.map(\.type) + edges.flatMap { [$0.from, $0.to] }).sorted()
    var lines = ["```mermaid", "flowchart LR"]
    for name in names {
      let label = name.replacingOccurrences(of: "\"", with: "'")
      lines.append(
        name.hasPrefix("(") ? "  \(id(name))([\"\(label)\"])" : "  \(id(name))[\"\(label)\"]")
    }
    var drawn: Set<String> = []
    for edge in edges {
      let line = "  \(id(edge.from)) -->|\(edge.kind.rawValue)| \(id(edge.to))"
      if drawn.count < Self.mermaidEdgeLimit && drawn.insert(line).inserted { lines.append(line) }
    }
    lines.append("```")
    return lines.joined(separator: "\n")
  }
}
