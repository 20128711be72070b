/// Per-type metrics and the totals of the tree.
extension MetricsBuilder {
  /// The tree's types in name order.
  func typeMetrics() -> [TypeMetrics] {
    let (offsets, targets, counts) = graph.outgoingEdges()
    let outgoing = Adjacency(offsets: offsets, targets: targets)
    let incoming = outgoing.transposed()
    let coupling = cbo(outgoing: outgoing, incoming: incoming)
    let nodes = graph.nodes
    var types: [TypeMetrics] = []
    types.reserveCapacity(nodes.count)
    var edges: [(rank: Int32, index: Int)] = []
    for node in nameOrder where !nodes[node].isFramework {
      let type = nodes[node]
      let reasons = navigationReasons(node)
      edges.removeAll(keepingCapacity: true)
      for index in offsets[node]..<offsets[node + 1] {
        edges.append((nameRank[Int(targets[index])], index))
      }
      edges.sort { $0.rank < $1.rank }
      let file = files[type.file].source
      types.append(
        TypeMetrics(
          name: displayNames[node], kind: type.kind, role: roles[node],
          component: plan.names[plan.nodeComponent[node]], file: file.path,
          line: type.line, column: type.column, isShared: file.isShared,
          members: type.members, inherits: type.inherits.map { symbols[$0] },
          cbo: coupling[node], navigationAware: !reasons.isEmpty, navigationReasons: reasons,
          outgoing: edges.map {
            EdgeCount(to: displayNames[Int(targets[$0.index])], count: counts[$0.index])
          }))
    }
    return types
  }

  /// Per node: the distinct other tree types it references or is referenced by.
  private func cbo(outgoing: Adjacency, incoming: Adjacency) -> [Int] {
    var coupling = [Int](repeating: 0, count: graph.nodes.count)
    var seen = [Int](repeating: -1, count: graph.nodes.count)
    func count(_ neighbours: ArraySlice<Int32>, of node: Int) {
      for other in neighbours {
        let other = Int(other)
        guard other != node, isTreeType(other), seen[other] != node else { continue }
        seen[other] = node
        coupling[node] += 1
      }
    }
    for node in graph.nodes.indices where isTreeType(node) {
      count(outgoing[node], of: node)
      count(incoming[node], of: node)
    }
    return coupling
  }

  func treeTotals(
    components: [ComponentMetrics], types: [TypeMetrics], cycles: Int, navigationAware: Int,
    files fileMetrics: [FileMetrics], diagnostics: Int
  ) -> TreeTotals {
    var variantFiles = 0
    var variantLines = 0
    var codeLines = 0
    var sharedFiles = 0
    var sharedLines = 0
    var imports = Set<String>()
    for file in fileMetrics {
      if file.isShared {
        sharedFiles += 1
        sharedLines += file.codeLines
      } else {
        variantFiles += 1
        variantLines += file.lines
        codeLines += file.codeLines
        imports.formUnion(file.imports)
      }
    }
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
    var screenNames = Set<String>()
    var variantComponents = 0
    for component in components where !component.isShared {
      variantComponents += 1
      if let screen = component.screen { screenNames.insert(screen) }
    }
    let screens = screenNames.count
    var extensions = 0
    for file in files.indices where !files[file].source.isShared {
      let declarations = files[file].declarations.declarations
      for index in declarations.indices where declarations[index].kind == .extension {
        extensions += 1
      }
    }
    let hasShared = !options.sharedPaths.isEmpty
    return TreeTotals(
      files: variantFiles, codeLines: codeLines, lines: variantLines, types: variantTypes,
      typesByKind: byKind, typesByRole: byRole, protocols: protocols,
      typealiases: typealiases, extensions: extensions, components: variantComponents,
      screens: screens,
      protocolsPerScreen: screens == 0 ? nil : Double(protocols) / Double(screens),
      filesPerScreen: screens == 0 ? nil : Double(variantFiles) / Double(screens),
      cycles: cycles, navigationAwareTypes: navigationAware, imports: imports.sorted(),
      sharedFiles: sharedFiles, sharedCodeLines: sharedLines,
      sharedShare: hasShared && codeLines + sharedLines > 0
        ? Double(sharedLines) / Double(codeLines + sharedLines) : nil,
      diagnostics: diagnostics)
  }
}
