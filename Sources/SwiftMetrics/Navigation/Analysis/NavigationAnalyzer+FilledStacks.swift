/// Rule: filled stacks. An empty navigation controller (`let navigation =
/// UINavigationController()`) stands for what its stack is then given: the screens set on it
/// (`setViewControllers`, `viewControllers = […]`) or pushed on it by the flow that made it (a
/// child coordinator started right there with it). Shown as a tab, the window's root or a
/// sheet, it is those screens, and the steps that filled it are no edges of their own. A stack
/// made where no flow runs (a coordinator's `var navigationController =
/// UINavigationController()`) belongs to the flows that show it.
/// Examples: `FilledStackTests`, `InheritedStepTests`.
extension NavigationAnalyzer {
  /// The value standing for a navigation controller made empty at a call (`let navigation =
  /// UINavigationController()`): what is later set or pushed at its root is its content.
  func container(_ file: Int32, _ call: Int32, type: Int32, in function: Int) -> Int32 {
    let key = Self.key(file, call)
    if let known = containerIndex[key] { return Self.containerBase - known }
    containers.append((file, call, type, function))
    containerIndex[key] = Int32(containers.count - 1)
    return Self.containerBase - Int32(containers.count - 1)
  }

  static let containerBase: Int32 = -1000

  func isContainer(_ value: Int32) -> Bool {
    value <= Self.containerBase && value > Self.externalBase
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
    // A stack made where no flow runs (a property's initial value) belongs to the flows that
    // show it: what fills it there is the content shown.
    var showers: [Int32: Set<Int32>] = [:]
    for site in sites {
      for container in site.targets where isContainer(container) {
        showers[container, default: []].formUnion(triggers(of: site.function))
      }
    }
    for (index, site) in sites.enumerated()
    where site.kind == .setViewControllers || site.kind == .push {
      let filled = site.receivers.filter(isContainer)
      guard !filled.isEmpty else { continue }
      // A push fills a stack when it belongs to the flow that made it (a child coordinator
      // started right there), not when a screen of that flow triggers it later.
      let triggered = triggers(of: site.function)
      var filledHere: Set<Int32> = []
      for container in filled {
        let maker = containers[Int(Self.containerBase - container)].function
        var made = triggers(of: maker)
        if [.typeBody, .accessor].contains(self.function(maker).kind) {
          made.formUnion(showers[container] ?? [])
        }
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
}
