/// Rule: objects that belong to a screen. A presenter, view model, interactor, router or
/// wireframe built in the same function as a screen's view controller and wired to it (passed
/// to its initialiser or assigned to its property, directly or through the objects that use
/// it), held by the screen's type or holding it, belongs to that screen: the steps its code
/// takes are the screen's. A SwiftUI view that is no screen belongs to the screens whose
/// bodies show it. An object shared by more than three screens, a coordinator, a service or an
/// entity belongs to none: its steps come from its callers.
/// Examples: `ScreenOwnershipTests`.
extension NavigationAnalyzer {
  /// The screens an object belongs to: a view controller itself; a SwiftUI view that is a
  /// screen itself, else the screens whose bodies show it; a presenter, view model,
  /// interactor, wireframe or router built in the same function as one screen, or holding or
  /// held by a screen's type. Shared objects (over three screens) and coordinators belong to
  /// none.
  func companionsOf(_ type: Int32) -> Set<Int32> {
    if let known = companionsMemo[type] { return known }
    companionsMemo[type] = []
    var result: Set<Int32> = []
    if isViewController(type) {
      result = [type]
    } else if isSwiftUIView(type) {
      result = screensOf(type)
    } else if ![.coordinator, .service, .entity].contains(roles[Int(type)])
      && graph.nodes[Int(type)].kind != .protocol
    {
      result = builtWith(type).union(heldWith(type))
      if result.count > 3 { result = [] }
    }
    companionsMemo[type] = result
    return result
  }

  /// Screens of a type: itself when it is one; for a SwiftUI view no edge reaches, the
  /// screens whose code builds it — or, going up, the view at the top that nothing builds (the
  /// root of a flow whose wiring the tree does not show), unless that one is file-private (a
  /// preview's helper).
  func screensOf(_ type: Int32) -> Set<Int32> {
    if isViewController(type) || swiftUIScreens.contains(type) { return [type] }
    guard isSwiftUIView(type) else { return companionsOf(type) }
    var result: Set<Int32> = []
    var seen: Set<Int32> = [type]
    var queue = [type]
    var cursor = 0
    while cursor < queue.count && cursor < 64 {
      let current = queue[cursor]
      cursor += 1
      var contained = false
      for site in callsByName[graph.nodes[Int(current)].symbol] ?? [] {
        if let host = hostingScreen(constructedIn: site.function) {
          contained = true
          result.insert(host)
          continue
        }
        let container = functionOwner[site.function]
        guard container >= 0, isSwiftUIView(container) else { continue }
        contained = true
        guard seen.insert(container).inserted else { continue }
        if swiftUIScreens.contains(container) {
          result.insert(container)
        } else {
          queue.append(container)
        }
      }
      if !contained && !graph.nodes[Int(current)].isFilePrivate { result.insert(current) }
    }
    return result
  }

  /// The screens built in the same function as `type` and wired to it there (a VIPER
  /// builder's module, a coordinator's screen and its view model): one is handed to the
  /// other's initialiser, or assigned to the other's property.
  func builtWith(_ type: Int32) -> Set<Int32> {
    var result: Set<Int32> = []
    for site in callsByName[graph.nodes[Int(type)].symbol] ?? [] {
      guard
        case .constructs(let types) = resolve(site.file, site.node, in: site.function, context: -1),
        types.contains(type)
      else { continue }
      result.formUnion(wiredScreens(to: type, in: site.function, file: site.file))
    }
    return result
  }

  /// View controllers constructed in `function` and wired there to an object of `type`:
  /// through the objects that use it (a presenter made with the interactor), then the
  /// objects those use (the presenter made with the view), never through a screen, nor from
  /// one object to another that merely shares what it uses (two view models made with one
  /// service).
  func wiredScreens(to type: Int32, in function: Int, file: Int32) -> Set<Int32> {
    let facts = files[Int(file)].navigation
    // Locals bound to constructions, and the constructions themselves.
    var constructed: [(local: Int32, call: Int32, types: [Int32])] = []
    for index in statementsOf[function] {
      let statement = facts.statements[Int(index)]
      guard statement.kind == .bind, statement.value >= 0,
        facts.nodes[Int(statement.value)].kind == .call,
        case .constructs(let types) = resolve(file, statement.value, in: function, context: -1)
      else { continue }
      constructed.append((statement.name, statement.value, types))
    }
    guard constructed.contains(where: { $0.types.contains(type) }),
      constructed.contains(where: { $0.types.contains(where: isViewController) })
    else { return [] }
    // uses[i]: the locals object i is made with or assigned (`i.presenter = j`).
    var uses = [Set<Int>](repeating: [], count: constructed.count)
    func local(_ symbol: Int32) -> Int? { constructed.firstIndex { $0.local == symbol } }
    for (i, object) in constructed.enumerated() {
      for argument in children(file, object.call).dropFirst() {
        let value = node(file, node(file, argument).child)
        if value.kind == .name, let j = local(value.symbol), j != i { uses[i].insert(j) }
      }
    }
    for index in statementsOf[function] {
      let statement = facts.statements[Int(index)]
      guard statement.kind == .assign, statement.target >= 0, statement.value >= 0 else { continue }
      let target = facts.nodes[Int(statement.target)]
      let value = facts.nodes[Int(statement.value)]
      guard target.kind == .member, target.child >= 0, value.kind == .name,
        facts.nodes[Int(target.child)].kind == .name,
        let holder = local(facts.nodes[Int(target.child)].symbol), let held = local(value.symbol),
        holder != held
      else { continue }
      uses[holder].insert(held)
    }
    let isScreen = constructed.map { $0.types.contains(where: isViewController) }
    var result: Set<Int32> = []
    for start in constructed.indices where constructed[start].types.contains(type) {
      var users: Set<Int> = [start]
      var queue = [start]
      while let current = queue.popLast() {
        guard current == start || !isScreen[current] else { continue }
        for user in constructed.indices where uses[user].contains(current) {
          if users.insert(user).inserted { queue.append(user) }
        }
      }
      var reached = users
      queue = Array(users)
      while let current = queue.popLast() {
        guard current == start || !isScreen[current] else { continue }
        for used in uses[current] where reached.insert(used).inserted { queue.append(used) }
      }
      for index in reached where index != start && isScreen[index] {
        result.formUnion(constructed[index].types.filter(isViewController))
      }
    }
    return result
  }

  /// Screens whose type holds `type` in a property (or a protocol it conforms to), and
  /// screens `type` holds.
  func heldWith(_ type: Int32) -> Set<Int32> {
    var result = holdings.screensHolding[type] ?? []
    for conformed in ancestors(type) {
      result.formUnion(holdings.screensHolding[conformed] ?? [])
    }
    return result.union(holdings.screensHeld[type] ?? [])
  }
}
