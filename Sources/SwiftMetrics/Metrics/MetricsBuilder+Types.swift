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
    let paths = files.map(\.source.path)
    let shared = files.map(\.source.isShared)
    let nodes = graph.nodes
    return nodes.indices.compactMap { node -> TypeMetrics? in
      guard !nodes[node].isFramework else { return nil }
      let type = nodes[node]
      let reasons = navigationReasons(node)
      let edges = outgoing[node].map { EdgeCount(to: displayNames[$0.key], count: $0.value) }
        .sorted { $0.to < $1.to }
      return TypeMetrics(
        name: displayNames[node], kind: type.kind, role: roles[node],
        component: plan.names[plan.nodeComponent[node]], file: paths[type.file],
        line: type.line, column: type.column, isShared: shared[type.file],
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
    var byKind: [DeclarationKind: Int] = [:]
    var byRole: [Role: Int] = [:]
    var variantTypes = 0
    var typealiases = 0
    for index in types.indices where !types[index].isShared {
      let kind = types[index].kind
      if kind == .typealias { typealiases += 1 }
      guard kind.isType else { continue }
      variantTypes += 1
      byKind[kind, default: 0] += 1
      byRole[types[index].role, default: 0] += 1
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
      lines: variantFiles.reduce(0) { $0 + $1.lines }, types: variantTypes,
      typesByKind: byKind, typesByRole: byRole, protocols: protocols,
      typealiases: typealiases,
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
