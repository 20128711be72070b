/// The edges from the sites: `from` each trigger to each target; pops go back to the screens
/// that push what is popped, dismissals to the screens that present what is dismissed.
extension NavigationAnalyzer {
  func build() -> NavigationGraph {
    swiftUIScreens.formUnion(navigationStackRoots())
    let collected = withSwitchedRoots(collectSites())
    // The SwiftUI views that are shown are known before any trigger is found: triggers and
    // companions read them and are memoised, and finding the stacks' contents below asks for
    // triggers (filled after it, they were cached from a partial set: issue #31). Resolving
    // the stacks adds no SwiftUI view: their contents are other sites' targets.
    for site in collected {
      for target in site.targets where isSwiftUIView(target) { swiftUIScreens.insert(target) }
    }
    let sites = resolvingContainers(collected)
    var edges: [EdgeKey: Int32] = [:]  // edge → its site's file, for the path
    var forward: [(from: Int32, to: Int32, kind: NavigationEdgeKind)] = []
    var backward: [EdgeSite] = []
    for site in sites {
      switch site.kind {
      case .pop, .popToRoot, .dismiss:
        backward.append(site)
        continue
      default: break
      }
      let made = site.receivers.filter(isScreenCapable)
      for from in origins(of: site) {
        // Where the screen goes on: what a presentation is made on (the screen under the
        // sheet, whoever triggered it), the screen a push is triggered from.
        let anchors: Set<Int32> =
          made.isEmpty || (from >= 0 && site.kind != .present && site.kind != .sheet)
          ? [from] : made
        let kind = self.kind(of: site, from: from)
        for to in site.targets {
          for anchor in anchors { forward.append((anchor, to, kind)) }
          edges[EdgeKey(site: site, from: from, to: to, kind: kind), default: 0] += 1
        }
      }
    }
    let graph = ForwardGraph(forward)
    for site in backward {
      for from in origins(of: site) {
        for to in backTargets(of: site, from: from, in: graph) {
          edges[EdgeKey(site: site, from: from, to: to, kind: site.kind), default: 0] += 1
        }
      }
    }
    var result = assemble(edges.keys)
    result.flowObjects = flowObjects(deciding: result.edges)
    result.screenConstructions = screenConstructions()
    return result
  }

  /// The `from` of a site's edges.
  func origins(of site: EdgeSite) -> Set<Int32> {
    if site.fromLaunch { return [Self.launchSource] }
    if site.fromOwner {
      let owner = functionOwner[site.function]
      return owner >= 0 ? [owner] : []
    }
    if site.kind == .tab {
      let containers = site.receivers.filter(isScreenCapable)
      if !containers.isEmpty { return containers }
    }
    if let narrowed = caseRestrictedTriggers(of: site.function, line: site.line) {
      return narrowed.subtracting(site.notFrom)
    }
    return triggers(of: site.function).subtracting(site.notFrom)
  }

  /// Who decides a step written outside the tree's types: the framework type an extension
  /// adds the method to (`UINavigationController`), else "(top level)".
  func extendedTypeName(_ function: Int) -> String {
    let declarations = files[Int(functionFile[function])].declarations.declarations
    let owner = Int(self.function(function).owner)
    guard owner >= 0 && owner < declarations.count else { return "(top level)" }
    return name(declarations[owner].name)
  }

  private func assemble(_ keys: Dictionary<EdgeKey, Int32>.Keys) -> NavigationGraph {
    var screenNodes: Set<Int32> = []
    for node in graph.nodes.indices where isViewController(Int32(node)) {
      // A base class of other view controllers is no screen unless an edge names it.
      if !hasSubclass(Int32(node)) { screenNodes.insert(Int32(node)) }
    }
    screenNodes.formUnion(swiftUIScreens)
    var edges: [NavigationEdge] = []
    for key in keys {
      if key.from >= 0 { screenNodes.insert(key.from) }
      screenNodes.insert(key.to)
      let owner = functionOwner[key.function]
      edges.append(
        NavigationEdge(
          from: sourceName(key.from), to: screenName(key.to), kind: key.kind,
          decidedBy: owner >= 0 ? names[Int(owner)] : extendedTypeName(key.function),
          decidedByRole: owner >= 0 ? roles[Int(owner)] : nil,
          file: files[Int(key.file)].source.path, line: Int(key.line)))
    }
    let screenNames = screenNameLiterals()
    let screens = screenNodes.map { node -> NavigationScreen in
      guard node >= 0 else {
        return NavigationScreen(
          type: screenName(node), file: "", line: 0,
          base: isPlainTabBar(node) ? "UITabBarController" : "UIViewController")
      }
      let type = graph.nodes[Int(node)]
      return NavigationScreen(
        type: names[Int(node)], file: type.file >= 0 ? files[type.file].source.path : "",
        line: type.line, base: frameworkBase(node) ?? "", name: screenNames[node])
    }
    // Indices sorted, then the values taken once: sorting the values themselves moved (and
    // retained) their strings at every step (issue #28).
    let screenOrder = screens.indices.sorted {
      screens[$0].type != screens[$1].type
        ? screens[$0].type < screens[$1].type : screens[$0].file < screens[$1].file
    }
    // Compared in place: `edges[i]` in the closure copied (and retained) both edges.
    let edgeOrder = edges.withUnsafeBufferPointer { edges in
      edges.indices.sorted { edges[$0] < edges[$1] }
    }
    return NavigationGraph(
      screens: screenOrder.map { screens[$0] }, edges: edgeOrder.map { edges[$0] })
  }

  func sourceName(_ source: Int32) -> String {
    switch source {
    case Self.launchSource: return NavigationGraph.launch
    case Self.deepLinkSource: return NavigationGraph.deepLink
    case Self.eventSource: return NavigationGraph.event
    default: return screenName(source)
    }
  }

  /// The text each type assigns to `options.screenNameProperty`, the first found.
  func screenNameLiterals() -> [Int32: String] {
    guard let property = options.screenNameProperty, let symbol = symbols.lookup(property) else {
      return [:]
    }
    var result: [Int32: String] = [:]
    for (fileIndex, file) in files.enumerated() {
      for literal in file.navigation.literals where literal.name == symbol {
        let owner = functionOwner[functionBase[fileIndex] + Int(literal.function)]
        if owner >= 0 && result[owner] == nil { result[owner] = literal.text }
      }
    }
    return result
  }
}
