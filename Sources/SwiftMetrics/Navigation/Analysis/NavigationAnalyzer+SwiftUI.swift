/// Rule: SwiftUI's steps. `NavigationLink(destination:)` and its closure forms, destinations
/// registered by `navigationDestination(for: T.self)` and reached by `NavigationLink(value:)`
/// or by appending to a navigation path (popped by `removeLast`),
/// `navigationDestination(isPresented:)`, sheets, full-screen covers and popovers (the
/// environment's `dismiss()`), `TabView`s and `WindowGroup`s.
/// Examples: `NavigationGraphTests`.
extension NavigationAnalyzer {
  /// Links by value and the destinations registered for their types.
  struct SwiftUILinks {
    /// Destination screens registered per value type, with the sites that registered them.
    var destinations: [Int32: (targets: Set<Int32>, sites: [EdgeSite])] = [:]
    /// Links to a value (its type, or -1 when unknown) and where they are.
    var links: [(type: Int32, site: EdgeSite, value: Int32)] = []
    /// Per value type, each registration's destinations and, when its closure switches on the
    /// route, its arms (see `NavigationAnalyzer+EnumRoutes`).
    var registrations:
      [Int32: [(targets: Set<Int32>, arms: [(arm: CaseArm, targets: Set<Int32>)]?)]] =
        [:]

    /// Each link goes to the destinations of its value's type (of the only type registered,
    /// when its type is unknown); destinations no link reaches come from the view that
    /// registers them.
    func resolved(by analyzer: NavigationAnalyzer) -> [EdgeSite] {
      var result: [EdgeSite] = []
      var reached: Set<Int32> = []
      for link in links {
        var type = link.type
        if type < 0 && destinations.count == 1 { type = destinations.keys.first! }
        guard let registered = destinations[type] else { continue }
        reached.insert(type)
        var site = link.site
        site.targets = registered.targets
        let cases = registrations[type] ?? []
        if cases.contains(where: { $0.arms != nil }) {
          site.targets =
            analyzer.linkTargets(link.site, value: link.value, cases: cases) ?? site.targets
        }
        // A router's `show(_ route:)` appending to the path: its callers decide.
        let followed = analyzer.followedWrapper(site, depth: 0)
        guard cases.contains(where: { $0.arms != nil }) else {
          result += followed
          continue
        }
        result += followed.map {
          analyzer.narrowedWrapperSite($0, link: link.site, value: link.value, cases: cases)
        }
      }
      for (type, registered) in destinations.sorted(by: { $0.key < $1.key })
      where !reached.contains(type) {
        result += registered.sites
      }
      return result
    }
  }

  func swiftUISite(
    _ name: Int32, _ file: Int32, _ call: Int32, in function: Int, into sites: inout [EdgeSite],
    links: inout SwiftUILinks
  ) {
    let arguments = Array(children(file, call).dropFirst())
    func argument(_ label: Int32) -> Int32? {
      arguments.first { node(file, $0).symbol == label }.map { node(file, $0).child }
    }
    let trailing = argument(ExpressionNode.trailingClosure)
    let line = node(file, call).line
    var site = EdgeSite(
      kind: .navigationLink, targets: [], function: function, file: file, line: line)
    func targets(_ value: Int32?) -> Set<Int32> {
      guard let value else { return [] }
      return screens(values(file, value, in: function, context: -1))
    }
    switch name {
    case words.navigationLink:
      if let value = argument(words.value) {
        links.links.append((valueType(file, value, in: function), site, value))
        return
      }
      site.targets = targets(argument(words.destination) ?? trailing)
    case words.navigationDestination:
      site.kind = .navigationDestination
      let content = argument(words.destination) ?? trailing
      if let forType = argument(words.forLabel), node(file, forType).kind == .metatype {
        let type = typesNamed(node(file, forType).symbol, from: functionOwner[function]).first ?? -1
        site.targets = targets(content)
        var registered = links.destinations[type] ?? ([], [])
        registered.targets.formUnion(site.targets)
        registered.sites.append(site)
        links.destinations[type] = registered
        links.registrations[type, default: []].append(
          (site.targets, content.flatMap { destinationArms(file, $0) }))
        return
      }
      site.targets = targets(content)
    case words.sheet, words.fullScreenCover, words.popover:
      site.kind = .sheet
      site.targets = targets(argument(words.content) ?? trailing)
    case words.tabView:
      site.kind = .tab
      site.targets = targets(argument(words.content) ?? trailing)
    case words.windowGroup:
      site.kind = .windowRoot
      site.fromLaunch = true
      site.targets = targets(argument(words.content) ?? trailing)
    case words.append:
      // `path.append(Route.detail(id))`: a push onto a `NavigationStack(path:)`.
      let callee = node(file, node(file, call).child)
      guard callee.kind == .member,
        self.name(terminalName(file, callee.child)).lowercased().contains("path"),
        let value = arguments.first.map({ node(file, $0).child })
      else { return }
      site.kind = .navigationDestination
      links.links.append((valueType(file, value, in: function), site, value))
      return
    case words.removeLast:
      // `path.removeLast()` pops; `path.removeLast(path.count)` pops to the root.
      let callee = node(file, node(file, call).child)
      guard callee.kind == .member,
        self.name(terminalName(file, callee.child)).lowercased().contains("path")
      else { return }
      let all = arguments.first.map { node(file, node(file, $0).child) }
      site.kind =
        all.map { $0.kind == .member && $0.symbol == words.count } == true ? .popToRoot : .pop
      sites += followedWrapper(site, depth: 0)
      return
    default:
      return
    }
    if !site.targets.isEmpty { sites.append(site) }
  }

  /// `dismiss()` of a SwiftUI view's `@Environment(\.dismiss)`: takes the view away, down
  /// from the sheet it is shown in or back from the stack it was pushed on (whichever shows
  /// it).
  func environmentDismissSites(_ file: Int32, _ call: Int32, in function: Int) -> [EdgeSite] {
    let callee = node(file, node(file, call).child)
    let owner = functionOwner[function]
    guard callee.kind == .name, callee.symbol == words.dismiss, children(file, call).count == 1,
      isSwiftUIView(owner), hasProperty(words.dismiss, on: owner)
    else { return [] }
    let line = node(file, call).line
    return [NavigationEdgeKind.dismiss, .pop].map { kind in
      EdgeSite(kind: kind, targets: [], function: function, file: file, line: line)
    }
  }

  /// The type of a value linked to: `Route.detail(id)`, `Route(…)`, a variable declared with
  /// a type of the tree; -1 when it cannot be told (`.detail(id)`).
  func valueType(_ file: Int32, _ value: Int32, in function: Int) -> Int32 {
    let owner = functionOwner[function]
    var current = value
    var steps = 0
    while current >= 0 && steps < 16 {
      steps += 1
      let value = node(file, current)
      switch value.kind {
      case .call, .member:
        current = value.child
        if value.kind == .member, node(file, current).kind == .name,
          let type = typesNamed(node(file, current).symbol, from: owner).first
        {
          return type
        }
      case .name:
        if let type = typesNamed(value.symbol, from: owner).first { return type }
        let declared = values(file, current, in: function, context: -1)
        return declared.first { $0 >= 0 && graph.nodes[Int($0)].kind != .protocol } ?? -1
      default:
        return -1
      }
    }
    return -1
  }
}
