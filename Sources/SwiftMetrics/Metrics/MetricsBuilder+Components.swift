/// Martin's metrics per component, cycles between components, and screens known.
extension MetricsBuilder {
  /// The components in name order.
  func componentMetrics() -> [ComponentMetrics] {
    let afferent = componentEdges.transposed()
    let typesIn = Self.grouped(plan.nodeComponent, count: plan.names.count)
    let filesIn = Self.grouped(plan.fileComponent, count: plan.names.count)
    let nodes = graph.nodes
    var metrics: [ComponentMetrics] = []
    metrics.reserveCapacity(componentOrder.count)
    var tally = [Int](repeating: 0, count: Role.allCases.count)
    for component in componentOrder {
      var types = 0
      var protocols = 0
      // With stems, a component may hold types of files it does not count the lines of.
      var placed = false
      var allShared = true
      for node in typesIn[component] {
        let node = Int(node)
        placed = true
        allShared = allShared && files[nodes[node].file].source.isShared
        guard nodes[node].kind.isType else { continue }
        types += 1
        if nodes[node].kind == .protocol { protocols += 1 }
        tally[roles[node].order] += 1
      }
      var roleCounts: [Role: Int] = [:]
      for role in Role.allCases where tally[role.order] > 0 {
        roleCounts[role] = tally[role.order]
        tally[role.order] = 0
      }
      var codeLines = 0
      var paths: [String] = []
      paths.reserveCapacity(filesIn[component].count)
      for file in filesIn[component] {
        placed = true
        allShared = allShared && files[Int(file)].source.isShared
        codeLines += files[Int(file)].codeLines
        paths.append(files[Int(file)].source.path)
      }
      let ca = afferent[component].count
      let ce = componentEdges[component].count
      let instability = ca + ce == 0 ? nil : Double(ce) / Double(ca + ce)
      let abstractness = types == 0 ? nil : Double(protocols) / Double(types)
      var distance: Double?
      if let instability, let abstractness { distance = abs(abstractness + instability - 1) }
      metrics.append(
        ComponentMetrics(
          name: plan.names[component], isShared: placed && allShared,
          screen: plan.screens[component], files: paths, codeLines: codeLines, types: types,
          protocols: protocols, ca: ca, ce: ce, instability: instability,
          abstractness: abstractness, distance: distance, roleCounts: roleCounts,
          dependsOn: componentNames(componentEdges[component]),
          usedBy: componentNames(afferent[component])))
    }
    return metrics
  }

  /// The names of components, sorted.
  func componentNames(_ components: ArraySlice<Int32>) -> [String] {
    switch components.count {
    case 0: return []
    case 1: return [plan.names[Int(components.first!)]]
    default:
      var ranked = components.map { componentRank[Int($0)] }
      ranked.sort()
      return ranked.map { plan.names[componentOrder[Int($0)]] }
    }
  }

  /// The indices of `groups` under each group (-1: none), in increasing order.
  static func grouped(_ groups: [Int], count: Int) -> Adjacency {
    var offsets = [Int](repeating: 0, count: count + 1)
    for group in groups where group >= 0 { offsets[group + 1] += 1 }
    for group in 0..<count { offsets[group + 1] += offsets[group] }
    var next = offsets
    var members = [Int32](repeating: 0, count: offsets[count])
    for (index, group) in groups.enumerated() where group >= 0 {
      members[next[group]] = Int32(index)
      next[group] += 1
    }
    return Adjacency(offsets: offsets, targets: members)
  }

  func componentCycles() -> [[String]] {
    let adjacency = (0..<componentEdges.count).map { componentEdges[$0].map(Int.init) }
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
    // (referring component, known component, the type through which it is known)
    var links: [(from: Int, to: Int, through: Int)] = []
    var namedScreens: [Int: String] = [:]
    let extraEndings = options.roleOverrides.map(\.suffix)
    for site in graph.sites {
      let from = plan.siteComponent(site, groupBy: options.groupBy)
      guard let screen = plan.screens[from] else { continue }
      let target = Int(site.to)
      let to = plan.nodeComponent[target]
      if to >= 0, let other = plan.screens[to], other != screen {
        links.append((from, to, target))
      }
      guard to >= 0, roles[target] == .builder || roles[target] == .wireframe else { continue }
      if namedScreens[target] == nil {
        namedScreens[target] = Stem.of(graph.nodes[target].simpleName, extraEndings: extraEndings)
      }
      let named = namedScreens[target]!
      guard named != screen else { continue }
      for component in componentsOfScreen[named] ?? [] where component != to {
        links.append((from, component, target))
      }
    }
    links.sort {
      ($0.from, componentRank[$0.to], nameRank[$0.through])
        < ($1.from, componentRank[$1.to], nameRank[$1.through])
    }
    var known = [[KnownScreen]](repeating: [], count: plan.names.count)
    for link in links {
      let name = displayNames[link.through]
      if let last = known[link.from].last, last.component == plan.names[link.to] {
        if last.through.last != name {
          known[link.from][known[link.from].count - 1].through.append(name)
        }
        continue
      }
      known[link.from].append(
        KnownScreen(
          component: plan.names[link.to], screen: plan.screens[link.to] ?? "", through: [name]))
    }
    return componentOrder.compactMap { component -> ScreenKnowledge? in
      guard let screen = plan.screens[component] else { return nil }
      return ScreenKnowledge(
        component: plan.names[component], screen: screen, known: known[component])
    }
  }
}
