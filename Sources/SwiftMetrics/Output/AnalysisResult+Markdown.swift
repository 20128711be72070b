/// A Markdown report: the same sections as the text, with a table of every type.
extension AnalysisResult {
  public func renderMarkdown() -> String {
    var out = "# Swift analysis: \(roots.joined(separator: ", "))\n\n"
    if !sharedRoots.isEmpty { out += "Shared domain: \(sharedRoots.joined(separator: ", ")). " }
    out += "Components grouped by \(groupBy.rawValue).\n\n## Components\n\n"
    var table = componentTable()
    table.rows = table.rows.map { row in
      var row = row
      row[0] = "`\(row[0])`"
      return row
    }
    out += table.markdown()
    out += "\n## Totals\n\n"
    var totalsTable = TextTable(header: ["Measure", "Value"])
    totalsTable.rows = totalsRows().map { [$0.0, $0.1] }
    out += totalsTable.markdown()
    out += "\n## Dependency cycles\n\n"
    out +=
      cycles.isEmpty
      ? "None.\n"
      : cycles.map { "- " + $0.map { "`\($0)`" }.joined(separator: " ↔ ") + "\n" }.joined()
    out += "\n## Screens known\n\n"
    var screens = TextTable(header: ["Screen component", "Known", "Screens (through)"])
    screens.leftAligned = [0, 2]
    screens.rows = screensKnown.map { knowledge in
      [
        "`\(knowledge.component)`", String(knowledge.count),
        knowledge.known.map { "\($0.screen) (\($0.through.joined(separator: ", ")))" }
          .joined(separator: "; "),
      ]
    }
    out += screensKnown.isEmpty ? "No screen components.\n" : screens.markdown()
    out += navigation.renderMarkdown()
    if !ambiguousReferences.isEmpty {
      out += "\n## Ambiguous references\n\nDeclared by several modules; no edge counted.\n\n"
      out += ambiguousReferences.map { "- `\($0)`\n" }.joined()
    }
    out += "\n## Types\n\n"
    var typeTable = TextTable(
      header: ["Type", "Kind", "Role", "Component", "Members", "CBO", "Navigation"])
    typeTable.leftAligned = [0, 1, 2, 3, 6]
    typeTable.rows = types.map { type in
      [
        "`\(type.name)`", type.kind.rawValue, type.role.rawValue, type.component,
        String(type.members), String(type.cbo), type.navigationReasons.joined(separator: "; "),
      ]
    }
    out += typeTable.markdown()
    out += "\n## Roles\n\n" + roleMapping.map { "- \($0)\n" }.joined()
    out += "\n## Definitions\n\n"
    out += MetricDefinitions.order.map { "- **\($0)**: \(MetricDefinitions.all[$0]!)\n" }.joined()
    if !diagnostics.isEmpty {
      out += "\n## Diagnostics\n\n" + diagnostics.map { "- `\($0)`\n" }.joined()
    }
    return out
  }
}
