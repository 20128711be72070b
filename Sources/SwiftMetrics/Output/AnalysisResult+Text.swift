import Foundation

/// The stdout rendering: component table, totals, cycles, screens known, navigation-aware
/// types, the most coupled types, the role mapping and the definitions of every metric.
extension AnalysisResult {
  public func renderText() -> String {
    var out = "Swift analysis of \(roots.joined(separator: ", "))"
    if !sharedRoots.isEmpty { out += " over shared \(sharedRoots.joined(separator: ", "))" }
    out += "; components by \(groupBy.rawValue)\n\n"
    out += componentTableText()
    out += "\nTotals" + (sharedRoots.isEmpty ? "" : " (the variant; the shared domain apart)")
    out += "\n"
    for (label, value) in totalsRows() {
      out += "  " + label.padding(toLength: 24, withPad: " ", startingAt: 0) + value + "\n"
    }
    out += "\nDependency cycles between components:\n"
    out +=
      cycles.isEmpty
      ? "  none\n" : cycles.map { "  " + $0.joined(separator: " <-> ") + "\n" }.joined()
    out +=
      "\nScreens known (other screens referenced directly or through their builder/wireframe):\n"
    out += screensKnown.isEmpty ? "  no screen components\n" : screenLines()
    out += "\nNavigation-aware types:\n"
    let aware = types.filter { $0.navigationAware && !$0.isShared }
    out +=
      aware.isEmpty
      ? "  none\n"
      : aware.map { "  \($0.name): \($0.navigationReasons.joined(separator: "; "))\n" }.joined()
    out += navigation.renderText()
    if !ambiguousReferences.isEmpty {
      out += "\nAmbiguous references (declared by several modules; no edge counted):\n"
      out += ambiguousReferences.map { "  \($0)\n" }.joined()
    }
    out += "\nMost coupled types (CBO):\n"
    out += topCoupled().map { "  \($0.name) (\($0.role.rawValue)) \($0.cbo)\n" }.joined()
    out += "\nRoles:\n" + roleMapping.map { "  \($0)\n" }.joined()
    out += "\nDefinitions:\n"
    out += MetricDefinitions.order.map { "  \($0): \(MetricDefinitions.all[$0]!)\n" }.joined()
    if !diagnostics.isEmpty {
      out += "\nDiagnostics:\n" + diagnostics.map { "  \($0)\n" }.joined()
    }
    return out
  }

  static let componentHeader = [
    "Component", "Files", "Lines", "Types", "Prot", "Ca", "Ce", "I", "A", "D", "Roles",
  ]

  func componentTable() -> TextTable {
    var table = TextTable(header: Self.componentHeader)
    table.leftAligned = [0, 10]
    table.rows = components.map { component in
      [
        component.name + (component.isShared ? " [shared]" : ""), String(component.files.count),
        String(component.codeLines), String(component.types), String(component.protocols),
        String(component.ca), String(component.ce), Format.ratio(component.instability),
        Format.ratio(component.abstractness), Format.ratio(component.distance),
        Self.roleList(component.roleCounts),
      ]
    }
    return table
  }

  static func roleList(_ counts: [Role: Int]) -> String {
    var list = ""
    for (role, count) in counts.sorted(by: { $0.key.order < $1.key.order }) {
      if !list.isEmpty { list += ", " }
      list += role.rawValue + " " + String(count)
    }
    return list
  }

  func totalsRows() -> [(String, String)] {
    let kinds = DeclarationKind.allCases.filter(\.isType)
      .map { "\($0.rawValue) \(totals.typesByKind[$0] ?? 0)" }.joined(separator: ", ")
    var rows: [(String, String)] = [
      ("files", String(totals.files)),
      ("code lines", String(totals.codeLines)),
      ("types", "\(totals.types) (\(kinds))"),
      ("types by role", Self.roleList(totals.typesByRole)),
      ("protocols", String(totals.protocols)),
      ("typealiases", String(totals.typealiases)),
      ("extensions", String(totals.extensions)),
      ("components", String(totals.components)),
      ("screens", String(totals.screens)),
      ("protocols per screen", Format.ratio(totals.protocolsPerScreen)),
      ("files per screen", Format.ratio(totals.filesPerScreen)),
      ("dependency cycles", String(totals.cycles)),
      ("navigation-aware types", String(totals.navigationAwareTypes)),
    ]
    if !sharedRoots.isEmpty {
      rows.append(("shared files", String(totals.sharedFiles)))
      rows.append(("shared code lines", String(totals.sharedCodeLines)))
      rows.append(("shared share", Format.ratio(totals.sharedShare)))
    }
    rows.append(
      ("imports", totals.imports.isEmpty ? "none" : totals.imports.joined(separator: ", ")))
    rows.append(("ambiguous references", String(totals.ambiguousReferences)))
    rows.append(("diagnostics", String(totals.diagnostics)))
    // Shown when something was left out, so that a reader knows the totals exclude it.
    if totals.testFilesLeftOut > 0 {
      rows.append(("test files left out", String(totals.testFilesLeftOut)))
    }
    if totals.vendoredFilesLeftOut > 0 {
      rows.append(("vendored files left out", String(totals.vendoredFilesLeftOut)))
    }
    return rows
  }

  /// The ten types with the highest CBO (ties by name): kept in a short sorted list as the
  /// types go by, rather than sorting them all.
  func topCoupled() -> [TypeMetrics] {
    let count = 10
    var top: [Int] = []
    func ranksHigher(_ a: Int, _ b: Int) -> Bool {
      types[a].cbo != types[b].cbo ? types[a].cbo > types[b].cbo : types[a].name < types[b].name
    }
    for index in types.indices where !types[index].isShared && types[index].kind != .typealias {
      if top.count == count && !ranksHigher(index, top[count - 1]) { continue }
      var place = top.count
      while place > 0 && ranksHigher(index, top[place - 1]) { place -= 1 }
      top.insert(index, at: place)
      if top.count > count { top.removeLast() }
    }
    return top.map { types[$0] }
  }
}
