/// A Mermaid flowchart GitHub renders. Node ids are derived from names so the same graph gives
/// the same text.
struct Mermaid {
  static let maximumEdges = 500

  private var nodes: [String: String] = [:]
  private var edges: Set<String> = []

  mutating func edge(_ from: String, _ to: String, label: String? = nil) {
    let a = node(from)
    let b = node(to)
    edges.insert(label.map { "  \(a) -->|\(sanitizeLabel($0))| \(b)" } ?? "  \(a) --> \(b)")
  }

  mutating func node(_ name: String) -> String {
    let id = "n_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    nodes[id] = name
    return id
  }

  var isEmpty: Bool { nodes.isEmpty }
  var edgeCount: Int { edges.count }

  func rendered(direction: String = "LR") -> String {
    var lines = ["```mermaid", "flowchart \(direction)"]
    for (id, name) in nodes.sorted(by: { $0.key < $1.key }) {
      lines.append("  \(id)[\"\(sanitizeLabel(name))\"]")
    }
    lines += edges.sorted().prefix(Self.maximumEdges)
    lines.append("```")
    return lines.joined(separator: "\n")
  }

  private func sanitizeLabel(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "'").replacingOccurrences(of: "|", with: "/")
  }
}
