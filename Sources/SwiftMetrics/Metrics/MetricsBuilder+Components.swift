/// Martin's metrics per component, cycles between components, and screens known.
extension MetricsBuilder {
  func componentMetrics() -> [ComponentMetrics] {
    var afferent = [Set<Int>](repeating: [], count: plan.names.count)
    for (from, targets) in componentEdges.enumerated() {
      for to in targets { afferent[to].insert(from) }
    }
    var typesIn = [[Int]](repeating: [], count: plan.names.count)
    for (node, component) in plan.nodeComponent.enumerated() where component >= 0 {
      typesIn[component].append(node)
    }
    return plan.names.indices.map { component in
      let nodes = typesIn[component].filter { graph.nodes[$0].kind.isType }
      let protocols = nodes.filter { graph.nodes[$0].kind == .protocol }.count
      var roleCounts: [Role: Int] = [:]
      for node in nodes { roleCounts[roles[node], default: 0] += 1 }
      let ca = afferent[component].count
      let ce = componentEdges[component].count
      let instability = ca + ce == 0 ? nil : Double(ce) / Double(ca + ce)
      let abstractness = nodes.isEmpty ? nil : Double(protocols) / Double(nodes.count)
      var distance: Double?
      if let instability, let abstractness { distance = abs(abstractness + instability - 1) }
      let fileIndexes = plan.files[component].sorted()
      // With stems, a component may hold types of files it does not count the lines of.
      let placed = plan.files[component].union(typesIn[component].map { graph.nodes[$0].file })
      return ComponentMetrics(
        name: plan.names[component],
        isShared: !placed.isEmpty && placed.allSatisfy { files[$0].source.isShared },
        screen: plan.screens[component], files: fileIndexes.map { files[$0].source.path },
        codeLines: fileIndexes.reduce(0) { $0 + files[$1].codeLines }, types: nodes.count,
        protocols: protocols, ca: ca, ce: ce, instability: instability,
        abstractness: abstractness, distance: distance, roleCounts: roleCounts,
        dependsOn: componentEdges[component].map { plan.names[$0] }.sorted(),
        usedBy: afferent[component].map { plan.names[$0] }.sorted())
    }.sorted { $0.name < $1.name }
  }

  func componentCycles() -> [[String]] {
    let adjacency = componentEdges.map { $0.sorted() }
    return StronglyConnectedComponents.find(adjacency)
      .filter { $0.count > 1 }
      .map { $0.map { plan.names[$0] }.sorted() }
      .sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// For each screen component: the other screens it references directly (a type of theirs)
  /// or through a builder or wireframe named for them (`PostDetailBuilder` for PostDetail),
  /// wherever that builder lives. Components of the same screen do not count.
  func screensKnown() -> [ScreenKnowledge] {
    var componentsOfScreen: [String: [Int]] = [:]
    for (component, screen) in plan.screens.enumerated() {
      if let screen { componentsOfScreen[screen, default: []].append(component) }
    }
    var through: [Int: [Int: Set<String>]] = [:]
    let extraEndings = options.roleOverrides.map(\.suffix)
    for site in graph.sites.keys {
      let from = plan.siteComponent(site, groupBy: options.groupBy)
      guard let screen = plan.screens[from] else { continue }
      let target = Int(site.to)
      let to = plan.nodeComponent[target]
      if to >= 0, let other = plan.screens[to], other != screen {
        through[from, default: [:]][to, default: []].insert(displayNames[target])
      }
      guard to >= 0, roles[target] == .builder || roles[target] == .wireframe else { continue }
      let named = Stem.of(graph.nodes[target].simpleName, extraEndings: extraEndings)
      guard named != screen else { continue }
      for component in componentsOfScreen[named] ?? [] where component != to {
        through[from, default: [:]][component, default: []].insert(displayNames[target])
      }
    }
    return plan.screens.indices.compactMap { component -> ScreenKnowledge? in
      guard let screen = plan.screens[component] else { return nil }
      let known = (through[component] ?? [:]).map { other, names in
        KnownScreen(
          component: plan.names[other], screen: plan.screens[other] ?? "", through: names.sorted())
      }.sorted { $0.component < $1.component }
      return ScreenKnowledge(component: plan.names[component], screen: screen, known: known)
    }.sorted { $0.component < $1.component }
  }
}
