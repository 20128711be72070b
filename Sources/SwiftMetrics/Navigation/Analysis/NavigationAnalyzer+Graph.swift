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

  /// Replaces each empty navigation controller among targets by what its stack starts with:
  /// the screens set on it, or pushed on it in the flow that made it (a child coordinator's
  /// `start()` run right after).
  /// Those steps are then no edge of their own where the controller is shown elsewhere (as a
  /// tab, the window's root, a sheet): they fill it.
  func resolvingContainers(_ sites: [EdgeSite]) -> [EdgeSite] {
    guard !containers.isEmpty else { return sites }
    var contents: [Int32: Set<Int32>] = [:]
    var filling: [Int: Set<Int32>] = [:]
    // The triggers of the flows that made the stacks a step fills.
    var makers: [Int: Set<Int32>] = [:]
    for (index, site) in sites.enumerated()
    where site.kind == .setViewControllers || site.kind == .push {
      let filled = site.receivers.filter(isContainer)
      guard !filled.isEmpty else { continue }
      // A push fills a stack when it belongs to the flow that made it (a child coordinator
      // started right there), not when a screen of that flow triggers it later.
      let triggered = triggers(of: site.function)
      var filledHere: Set<Int32> = []
      for container in filled {
        let made = triggers(of: containers[Int(Self.containerBase - container)].function)
        if site.kind == .push {
          guard triggered.isSubset(of: made) else { continue }
        }
        filledHere.insert(container)
        makers[index, default: []].formUnion(made)
        contents[container, default: []].formUnion(site.targets.filter(isScreenCapable))
      }
      if !filledHere.isEmpty { filling[index] = filledHere }
    }
    let shown = Set(sites.flatMap { $0.targets.filter(isContainer) })
    var result: [EdgeSite] = []
    for (index, site) in sites.enumerated() {
      var resolved = site
      if let filled = filling[index], !filled.isDisjoint(with: shown) {
        // Set again later, from screens (a sign-in's `setViewControllers([tabs])`): those
        // are edges of its own.
        let later = triggers(of: site.function).subtracting(makers[index] ?? [])
        guard site.kind == .setViewControllers, !later.isEmpty else { continue }
        resolved.notFrom = makers[index] ?? []
      }
      resolved.targets = []
      for target in site.targets {
        if !isContainer(target) {
          resolved.targets.insert(target)
        } else if let content = contents[target], !content.isEmpty {
          resolved.targets.formUnion(content)
        } else {
          let type = containers[Int(Self.containerBase - target)].type
          if type >= 0 { resolved.targets.insert(type) }
        }
      }
      if !resolved.targets.isEmpty || site.targets.isEmpty { result.append(resolved) }
    }
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

  /// Where a pop or dismissal from `from` goes back to: the screens that push (present) what
  /// it takes away — `from` itself when it is pushed (presented), else what the step is made
  /// on, else the screens the deciding type shows; nothing when none is known.
  func backTargets(of site: EdgeSite, from: Int32, in graph: ForwardGraph) -> Set<Int32> {
    let adds: Set<NavigationEdgeKind> =
      site.kind == .dismiss
      ? [.present, .sheet] : [.push, .show, .navigationLink, .navigationDestination, .segue]
    func added(_ screen: Int32) -> Set<Int32> { graph.predecessors(of: screen, kinds: adds) }
    var taken: Set<Int32> = []
    if from >= 0 && !added(from).isEmpty {
      taken = [from]
    } else {
      var candidates = site.receivers.filter(isScreenCapable)
      if site.receivers.contains(Self.windowRootMarker) {
        candidates.formUnion(graph.targets(of: .windowRoot))
      }
      if candidates.isEmpty { candidates = ownScreens(functionOwner[site.function]) }
      for candidate in candidates {
        if !added(candidate).isEmpty {
          taken.insert(candidate)
        } else if site.kind == .dismiss {
          // Dismissing on a container takes away what it or what it shows presented.
          for shown in graph.contained(in: candidate) {
            taken.formUnion(graph.successors(of: shown, kinds: adds))
          }
        }
      }
    }
    var result: Set<Int32> = []
    for screen in taken {
      if site.kind == .popToRoot {
        result.formUnion(graph.roots(above: screen, kinds: adds))
      } else {
        result.formUnion(added(screen))
      }
    }
    return result
  }

  /// Who decides a step written outside the tree's types: the framework type an extension
  /// adds the method to (`UINavigationController`), else "(top level)".
  func extendedTypeName(_ function: Int) -> String {
    let declarations = files[Int(functionFile[function])].declarations.declarations
    let owner = Int(self.function(function).owner)
    guard owner >= 0 && owner < declarations.count else { return "(top level)" }
    return name(declarations[owner].name)
  }

  /// The screens a type builds, returns or holds.
  func ownScreens(_ type: Int32) -> Set<Int32> {
    guard type >= 0 else { return [] }
    var result: Set<Int32> = []
    for function in functionOwner.indices where functionOwner[function] == type {
      let file = functionFile[function]
      for call in callsOf[function] {
        if case .constructs(let made) = resolve(file, call, in: function, context: -1) {
          result.formUnion(made.filter(isScreenCapable))
        }
      }
    }
    for property in allProperties() where property.owner == type {
      result.formUnion(screens(propertyValues(type, property.fact.name)))
    }
    return result
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

/// One edge as found, before names: equal edges from several paths are one.
struct EdgeKey: Hashable {
  var from: Int32
  var to: Int32
  var kind: NavigationEdgeKind
  var function: Int
  var file: Int32
  var line: Int32

  init(site: EdgeSite, from: Int32, to: Int32, kind: NavigationEdgeKind) {
    self.from = from
    self.to = to
    self.kind = kind
    function = site.function
    file = site.file
    line = site.line
  }
}

/// The forward edges by screen, for pops and dismissals.
struct ForwardGraph {
  private var incoming: [Int32: [(from: Int32, kind: NavigationEdgeKind)]] = [:]
  private var outgoing: [Int32: [(to: Int32, kind: NavigationEdgeKind)]] = [:]

  init(_ edges: [(from: Int32, to: Int32, kind: NavigationEdgeKind)]) {
    for edge in edges {
      incoming[edge.to, default: []].append((edge.from, edge.kind))
      outgoing[edge.from, default: []].append((edge.to, edge.kind))
    }
  }

  func predecessors(of screen: Int32, kinds: Set<NavigationEdgeKind>) -> Set<Int32> {
    Set((incoming[screen] ?? []).filter { kinds.contains($0.kind) && $0.from >= 0 }.map(\.from))
  }

  func successors(of screen: Int32, kinds: Set<NavigationEdgeKind>) -> Set<Int32> {
    Set((outgoing[screen] ?? []).filter { kinds.contains($0.kind) }.map(\.to))
  }

  func targets(of kind: NavigationEdgeKind) -> Set<Int32> {
    var result: Set<Int32> = []
    for (screen, edges) in incoming where edges.contains(where: { $0.kind == kind }) {
      result.insert(screen)
    }
    return result
  }

  /// A screen and what it shows inside it: its tabs, and what is pushed on them, transitively.
  func contained(in screen: Int32) -> Set<Int32> {
    let inside: Set<NavigationEdgeKind> = [
      .tab, .push, .show, .setViewControllers, .navigationLink, .navigationDestination, .segue,
    ]
    var result: Set<Int32> = [screen]
    var queue = [screen]
    while let current = queue.popLast(), result.count < 4096 {
      for next in successors(of: current, kinds: inside) where result.insert(next).inserted {
        queue.append(next)
      }
    }
    return result
  }

  /// The screens at the bottom of the stacks `screen` is pushed onto.
  func roots(above screen: Int32, kinds: Set<NavigationEdgeKind>) -> Set<Int32> {
    var result: Set<Int32> = []
    var seen: Set<Int32> = [screen]
    var queue = Array(predecessors(of: screen, kinds: kinds))
    while let current = queue.popLast(), seen.count < 4096 {
      guard seen.insert(current).inserted else { continue }
      let above = predecessors(of: current, kinds: kinds)
      if above.isEmpty { result.insert(current) } else { queue += above }
    }
    return result
  }
}
