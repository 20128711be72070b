/// Per-type metrics and the totals of the tree.
extension MetricsBuilder {
  func typeMetrics() -> [TypeMetrics] {
    let outgoing = graph.outgoingEdges()
    var coupled = [Set<Int>](repeating: [], count: graph.nodes.count)
    for (from, targets) in outgoing.enumerated() where isTreeType(from) {
      for to in targets.keys where isTreeType(to) && to != from {
        coupled[from].insert(to)
        coupled[to].insert(from)
      }
    }
    return graph.nodes.indices.compactMap { node -> TypeMetrics? in
      let type = graph.nodes[node]
      guard !type.isFramework else { return nil }
      let reasons = navigationReasons(node)
      let edges = outgoing[node].map { EdgeCount(to: displayNames[$0.key], count: $0.value) }
        .sorted { $0.to < $1.to }
      return TypeMetrics(
        name: displayNames[node], kind: type.kind, role: roles[node],
        component: plan.names[plan.nodeComponent[node]], file: files[type.file].source.path,
        line: type.line, column: type.column, isShared: files[type.file].source.isShared,
        members: type.members, inherits: type.inherits.map { symbols.name($0) },
        cbo: coupled[node].count, navigationAware: !reasons.isEmpty, navigationReasons: reasons,
        outgoing: edges)
    }.sorted { $0.name < $1.name }
  }

  func treeTotals(
    components: [ComponentMetrics], types: [TypeMetrics], cycles: Int, navigationAware: Int,
    files fileMetrics: [FileMetrics], diagnostics: Int
  ) -> TreeTotals {
    let variantFiles = fileMetrics.filter { !$0.isShared }
    let sharedFiles = fileMetrics.filter(\.isShared)
    let variantTypes = types.filter { !$0.isShared && $0.kind.isType }
    var byKind: [DeclarationKind: Int] = [:]
    var byRole: [Role: Int] = [:]
    for type in variantTypes {
      byKind[type.kind, default: 0] += 1
      byRole[type.role, default: 0] += 1
    }
    let protocols = byKind[.protocol] ?? 0
    let screens = Set(components.filter { !$0.isShared }.compactMap(\.screen)).count
    let extensions = files.filter { !$0.source.isShared }.reduce(0) { total, file in
      total + file.declarations.declarations.filter { $0.kind == .extension }.count
    }
    let codeLines = variantFiles.reduce(0) { $0 + $1.codeLines }
    let sharedLines = sharedFiles.reduce(0) { $0 + $1.codeLines }
    let hasShared = !options.sharedPaths.isEmpty
    return TreeTotals(
      files: variantFiles.count, codeLines: codeLines,
      lines: variantFiles.reduce(0) { $0 + $1.lines }, types: variantTypes.count,
      typesByKind: byKind, typesByRole: byRole, protocols: protocols,
      typealiases: types.filter { !$0.isShared && $0.kind == .typealias }.count,
      extensions: extensions, components: components.filter { !$0.isShared }.count,
      screens: screens,
      protocolsPerScreen: screens == 0 ? nil : Double(protocols) / Double(screens),
      filesPerScreen: screens == 0 ? nil : Double(variantFiles.count) / Double(screens),
      cycles: cycles, navigationAwareTypes: navigationAware,
      imports: Array(Set(variantFiles.flatMap(\.imports))).sorted(),
      sharedFiles: sharedFiles.count, sharedCodeLines: sharedLines,
      sharedShare: hasShared && codeLines + sharedLines > 0
        ? Double(sharedLines) / Double(codeLines + sharedLines) : nil,
      diagnostics: diagnostics)
  }
}
