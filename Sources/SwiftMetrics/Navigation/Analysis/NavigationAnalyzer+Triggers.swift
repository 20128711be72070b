/// Who triggers a function — the `from` of the edges decided in it: the screen whose code it
/// is (or whose presenter, view model, interactor or wireframe it belongs to), the screen
/// whose output a closure handles (`viewModel.onSelect = { … }`), else whoever calls it,
/// back to a screen or to an entry point (the launch, a deep link, another event).
extension NavigationAnalyzer {
  static let launchSource: Int32 = -1
  static let deepLinkSource: Int32 = -2
  static let eventSource: Int32 = -3

  /// How a closure is used.
  enum ClosureAttachment {
    /// `target.property = { … }` (or `property = { … }` in the owner).
    case assigned(file: Int32, target: Int32, function: Int)
    /// An argument (or trailing closure) of a call.
    case argument(file: Int32, call: Int32, function: Int)
  }

  /// The sources of every function, found together: each function's own (a screen, an
  /// entry) and its callers', propagated until nothing changes.
  func triggers(of function: Int) -> Set<Int32> {
    if let known = triggerMemo[function] { return known }
    var own: [Int: Set<Int32>] = [:]
    var callers: [Int: [Int]] = [:]
    var queue = [function]
    var cursor = 0
    while cursor < queue.count && queue.count < 20_000 {
      let current = queue[cursor]
      cursor += 1
      guard own[current] == nil else { continue }
      if let known = triggerMemo[current] {
        own[current] = known
        callers[current] = []
        continue
      }
      let (sources, upstream) = upstreamOf(current)
      own[current] = sources
      callers[current] = upstream
      for caller in upstream where own[caller] == nil { queue.append(caller) }
    }
    var result = own
    var changed = true
    var rounds = 0
    while changed && rounds < 64 {
      changed = false
      rounds += 1
      for (current, upstream) in callers {
        var sources = result[current] ?? []
        let before = sources.count
        for caller in upstream { sources.formUnion(result[caller] ?? []) }
        if sources.count != before {
          result[current] = sources
          changed = true
        }
      }
    }
    for (current, sources) in result { triggerMemo[current] = sources }
    return result[function] ?? []
  }

  /// A function's own sources and the functions whose sources are also its own.
  private func upstreamOf(_ function: Int) -> (Set<Int32>, [Int]) {
    let fact = self.function(function)
    let owner = functionOwner[function]
    if owner >= 0 && isScreenCapable(owner) {
      return (screensOf(owner), [])
    }
    if fact.kind == .topLevel { return ([Self.launchSource], []) }
    if fact.kind == .closure {
      let parent = functionBase[Int(functionFile[function])] + Int(fact.parent)
      switch attachments[function] {
      case .assigned(let file, let target, let enclosing):
        let targetNode = node(file, target)
        var objects: Set<Int32> = []
        if targetNode.kind == .member {
          objects = values(file, targetNode.child, in: enclosing, context: -1)
        } else if functionOwner[enclosing] >= 0 {
          objects = [functionOwner[enclosing]]
        }
        var screens: Set<Int32> = []
        var invoking: [Int] = []
        for object in objects where object >= 0 {
          let companions = companionsOf(object)
          if companions.isEmpty {
            invoking += invokers(of: targetNode.symbol, on: object)
          } else {
            screens.formUnion(companions)
          }
        }
        if screens.isEmpty && invoking.isEmpty { return ([], [parent]) }
        return (screens, invoking)
      case .argument(let file, let call, let enclosing):
        let callee = node(file, node(file, call).child)
        // A closure handed to one of the app's own methods (a wireframe's
        // `dismissPresentedModule { … }`, an extension's `whenIdle { … }`) is run by it for
        // whoever made the call: a completion, not an output.
        let appMethod = !callees(CallSite(file: file, node: call, function: enclosing)).isEmpty
        if callee.kind == .member && !appMethod {
          var screens: Set<Int32> = []
          // One handed to a framework's method on a screen's side (`viewModel.didSelect.sink`)
          // is that screen's output.
          for object in values(file, rootOfChain(file, callee.child), in: enclosing, context: -1)
          where object >= 0 {
            screens.formUnion(companionsOf(object))
          }
          if !screens.isEmpty { return (screens, []) }
          if let subscribed = subscriptionUpstream(file, callee.child, in: enclosing) {
            return subscribed
          }
        }
        return ([], [parent])
      case nil:
        let screens = returnedClosureScreens(function)
        return screens.isEmpty ? ([], [parent]) : (screens, [])
      }
    }
    let upstream = effectiveCallers(function)
    if !upstream.isEmpty { return ([], upstream) }
    if owner >= 0 {
      let companions = companionsOf(owner)
      if !companions.isEmpty { return (companions, []) }
    }
    return ([entrySource(function)], [])
  }

  /// The start of a chain `a.b.c` → `a` (so that `viewModel.didSelect.sink { … }` is the
  /// view model's output).
  func rootOfChain(_ file: Int32, _ index: Int32) -> Int32 {
    chainStart(file, index).root
  }

  /// A chain `a.b.c` walked down to its start: the start `a` and the node just above it
  /// (`a.b`), or -1 when the chain is its start alone. The walk stops below a call's callee:
  /// `model.output()` is the model's.
  func chainStart(_ file: Int32, _ index: Int32) -> (root: Int32, above: Int32) {
    var current = index
    var above: Int32 = -1
    var steps = 0
    while steps < 32 {
      steps += 1
      let value = node(file, current)
      guard value.kind == .member || value.kind == .call || value.kind == .subscripted,
        value.child >= 0
      else { break }
      if value.kind == .call && node(file, value.child).kind == .name { break }
      above = current
      current = value.child
    }
    return (current, above)
  }

  var attachments: [Int: ClosureAttachment] {
    if let known = closureAttachments { return known }
    var result: [Int: ClosureAttachment] = [:]
    for (fileIndex, file) in files.enumerated() {
      let facts = file.navigation
      let base = functionBase[fileIndex]
      for statement in facts.statements where statement.kind == .assign && statement.value >= 0 {
        let value = facts.nodes[Int(statement.value)]
        if value.kind == .closure {
          result[base + Int(value.symbol)] = .assigned(
            file: Int32(fileIndex), target: statement.target,
            function: base + Int(statement.function))
        }
      }
      for call in facts.calls {
        var argument = facts.nodes[Int(facts.nodes[Int(call.node)].child)].next
        var count = 0
        while argument >= 0 && count < 4096 {
          count += 1
          let value = facts.nodes[Int(argument)].child
          if value >= 0 && facts.nodes[Int(value)].kind == .closure {
            result[base + Int(facts.nodes[Int(value)].symbol)] = .argument(
              file: Int32(fileIndex), call: call.node, function: base + Int(call.function))
          }
          argument = facts.nodes[Int(argument)].next
        }
      }
    }
    closureAttachments = result
    return result
  }

  /// The functions that call a closure stored in `property` of `type`: `onFinish?(user)`
  /// in the type, `object.onFinish?(…)` elsewhere.
  func invokers(of property: Int32, on type: Int32) -> [Int] {
    guard property >= 0 else { return [] }
    let family = Set(ancestors(type) + descendants(type))
    var result: [Int] = []
    for site in callsByName[property] ?? [] {
      let callee = node(site.file, node(site.file, site.node).child)
      var applies = false
      if callee.kind == .name {
        applies =
          family.contains(functionOwner[site.function])
          && !isLocal(site.file, property, in: site.function)
      } else if callee.kind == .member {
        let base = node(site.file, callee.child)
        applies =
          base.kind == .selfValue
          ? family.contains(functionOwner[site.function])
          : !values(site.file, callee.child, in: site.function, context: -1).isDisjoint(
            with: family)
      }
      if applies && !result.contains(site.function) { result.append(site.function) }
    }
    return result
  }

  /// The functions whose running runs `function`. A call made on a parameter
  /// (`child.start()` in `startChild(_ child:)`) counts only at the callers that pass a
  /// value it runs `function` on: one parent's `startChild(onboarding)` starts Onboarding,
  /// not every coordinator.
  func effectiveCallers(_ function: Int) -> [Int] {
    let fact = self.function(function)
    var result: [Int] = []
    func add(_ caller: Int) { if !result.contains(caller) { result.append(caller) } }
    for site in callSites(of: function) {
      let callee = node(site.file, node(site.file, site.node).child)
      guard callee.kind == .member, node(site.file, callee.child).kind == .name,
        let (holder, index) = parameter(
          named: node(site.file, callee.child).symbol, in: site.function)
      else {
        add(site.function)
        continue
      }
      let outer = callSites(of: holder)
      if outer.isEmpty {
        add(site.function)
        continue
      }
      for passing in outer {
        let argument = argumentNode(for: index, of: holder, at: passing.file, passing.node)
        guard argument >= 0 else { continue }
        let passed = values(passing.file, argument, in: passing.function, context: -1)
        if passed.contains(where: {
          $0 >= 0 && methods(named: fact.name, on: $0).contains(function)
        }) {
          add(passing.function)
        }
      }
    }
    return result
  }

  /// The function and index of a parameter visible in `function` by that name (not shadowed
  /// by a local), if any.
  func parameter(named symbol: Int32, in function: Int) -> (Int, Int)? {
    let file = functionFile[function]
    let statements = files[Int(file)].navigation.statements
    for enclosing in enclosingChain(function) {
      if statementsOf[enclosing].contains(where: {
        statements[Int($0)].kind == .bind && statements[Int($0)].name == symbol
      }) {
        return nil
      }
      if let index = parameters(of: enclosing).firstIndex(where: { $0.name == symbol }) {
        return (enclosing, index - parameters(of: enclosing).startIndex)
      }
    }
    return nil
  }

  /// Where an uncalled function is entered from: the launch (`launch()`, `start()`, an app
  /// delegate's `didFinishLaunching`, a scene's `willConnectTo`, a SwiftUI `App`), a deep link
  /// (a name or label about URLs, links, user activities or shortcuts, or
  /// `application(_:open:options:)`), else another
  /// event (a system callback, a notification, session expiry).
  func entrySource(_ function: Int) -> Int32 {
    let fact = self.function(function)
    let owner = functionOwner[function]
    if owner >= 0 && words.app >= 0 && graph.nodes[Int(owner)].inherits.contains(words.app) {
      return Self.launchSource
    }
    let spelled = name(fact.name)
    let labels = parameters(of: function).map { name($0.label) }
    // A callback is told by its first label (`didFinishLaunchingWithOptions`, `open`).
    func isCallback(_ row: Vocabulary.Row) -> Bool {
      row.baseName == spelled && row.labels.first { $0 != "_" }.map(labels.contains) == true
    }
    if Vocabulary.launchNames.contains(spelled.lowercased())
      || Vocabulary.launchCallbacks.contains(where: isCallback)
    {
      return Self.launchSource
    }
    // Parameter names too (`continue userActivity:`).
    let words = ([spelled] + labels + parameters(of: function).map { name($0.name) }).map {
      $0.lowercased()
    }
    if words.contains(where: { word in Vocabulary.deepLinkWords.contains { word.contains($0) } })
      || Vocabulary.deepLinkCallbacks.contains(where: isCallback)
    {
      return Self.deepLinkSource
    }
    return Self.eventSource
  }

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
  private func builtWith(_ type: Int32) -> Set<Int32> {
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
  private func wiredScreens(to type: Int32, in function: Int, file: Int32) -> Set<Int32> {
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
  private func heldWith(_ type: Int32) -> Set<Int32> {
    var result = holdings.screensHolding[type] ?? []
    for conformed in ancestors(type) {
      result.formUnion(holdings.screensHolding[conformed] ?? [])
    }
    return result.union(holdings.screensHeld[type] ?? [])
  }
}
