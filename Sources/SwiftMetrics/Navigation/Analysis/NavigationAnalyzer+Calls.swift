/// Calls: which functions of the tree a call may run (by what its receiver holds or is
/// declared as; an unknown receiver only when one type declares the name), what a call
/// returns, and who calls a function.
extension NavigationAnalyzer {
  /// What a call evaluates to: a construction's type, the callees' results (their
  /// parameters bound to this call's arguments), or — for calls the tree does not declare —
  /// the screens among the receiver and the arguments.
  func callValues(_ file: Int32, _ index: Int32, in function: Int, context: Int) -> Set<Int32> {
    let parts = children(file, index)
    guard let callee = parts.first else { return [] }
    let arguments = parts.dropFirst()
    if let screen = selfTypedFactoryScreen(file, index, in: function) { return [screen] }
    if let scenes = storyboardSceneValues(file, index, in: function) { return scenes }
    if let tabBar = plainTabBarConstruction(file, index, in: function) { return [tabBar] }
    var result: Set<Int32> = []
    let target = resolve(file, index, in: function, context: context)
    switch target {
    case .constructs(let types):
      for type in types {
        if isNavigationController(type) {
          let inner = looseValues(file, arguments, in: function, context: context)
          if inner.isEmpty {
            result.insert(container(file, index, type: type, in: function))
          } else {
            result.formUnion(inner)
          }
        } else {
          result.insert(type)
        }
      }
    case .functions(let functions):
      for callee in functions {
        let bound = self.context(
          callee: callee, file: file, call: index, caller: function, parent: context,
          selfType: calleeSelfType(file, index, callee: callee, in: function, context: context))
        result.formUnion(returns(callee, context: bound))
      }
      if functions.count > 1 { result = withoutCoveredSupertypes(result) }
    case .screen(let type):
      result.insert(type)
    case .unknown(let receiver):
      if let elements = transformedCollectionValues(file, index, in: function, context: context) {
        result.formUnion(elements)
      }
      result.formUnion(looseValues(file, arguments, in: function, context: context))
      if node(file, callee).kind == .name, let external = externalScreen(node(file, callee).symbol),
        !isVariable(file, node(file, callee).symbol, in: function)
      {
        result.insert(external)
      }
      if result.isEmpty && node(file, callee).kind == .name
        && node(file, callee).symbol == words.uiNavigationController
      {
        // An empty stack, filled later by whoever it is handed to.
        result.insert(container(file, index, type: -1, in: function))
      }
      if receiver >= 0 {
        result.formUnion(screens(values(file, receiver, in: function, context: context)))
      } else if node(file, callee).kind != .name && node(file, callee).kind != .implicitMember {
        result.formUnion(screens(values(file, callee, in: function, context: context)))
      }
    }
    if result.isEmpty {
      // `resolve(DetailViewController.self)`, `child(ofType: HomeCoordinator.self)`.
      for argument in arguments {
        let value = node(file, node(file, argument).child)
        if value.kind == .metatype {
          result.formUnion(typesNamed(value.symbol, from: functionOwner[function]))
        }
      }
    }
    if result.isEmpty, let screen = staticFactoryScreen(file, index, in: function) {
      result.insert(screen)
    }
    if let receiver = identityAccessorScreens(file, index, in: function, context: context) {
      result.formUnion(receiver)
    }
    return result
  }

  /// The screens among the arguments' values.
  func looseValues(_ file: Int32, _ arguments: ArraySlice<Int32>, in function: Int, context: Int)
    -> Set<Int32>
  {
    var result: Set<Int32> = []
    for argument in arguments {
      result.formUnion(screens(values(file, argument, in: function, context: context)))
    }
    return result
  }

  /// What a call runs.
  enum CallTarget {
    case constructs([Int32])
    case functions([Int])
    /// `DetailViewController.instantiate()`: a static call the tree does not declare on a
    /// screen type, taken to make one.
    case screen(Int32)
    /// Nothing of the tree; the receiver expression when there is one.
    case unknown(receiver: Int32)
  }

  func resolve(_ file: Int32, _ index: Int32, in function: Int, context: Int) -> CallTarget {
    let target = resolveByName(file, index, in: function, context: context)
    guard case .functions(let found) = target else { return target }
    // Overloads (`finish()`, `finish(with:)`) are told apart by the arguments' labels.
    let labels = self.labels(file, index)
    let accepting = found.filter { accepts($0, labels: labels) }
    return .functions(accepting.isEmpty ? found : accepting)
  }

  /// Whether a function can be called with arguments of these labels: each argument matches
  /// the next parameter of its label (a trailing closure any), skipping parameters with
  /// defaults, and no parameter without a default is left.
  func accepts(_ function: Int, labels: [Int32]) -> Bool {
    let parameters = Array(self.parameters(of: function))
    var next = 0
    for label in labels {
      var matched = false
      while next < parameters.count {
        let parameter = parameters[next]
        next += 1
        if label == ExpressionNode.trailingClosure || parameter.label == label {
          matched = true
          break
        }
        if !parameter.hasDefault { return false }
      }
      if !matched { return false }
    }
    return parameters[next...].allSatisfy(\.hasDefault)
  }

  private func resolveByName(_ file: Int32, _ index: Int32, in function: Int, context: Int)
    -> CallTarget
  {
    guard let calleeIndex = children(file, index).first else { return .unknown(receiver: -1) }
    let callee = node(file, calleeIndex)
    let owner = functionOwner[function]
    switch callee.kind {
    case .name:
      if isVariable(file, callee.symbol, in: function) { return .unknown(receiver: -1) }
      let types = typesNamed(callee.symbol, from: owner)
      if !types.isEmpty { return .constructs(types) }
      var found = owner >= 0 ? methods(named: callee.symbol, on: owner) : []
      found += declared(-1, callee.symbol)
      return found.isEmpty ? .unknown(receiver: -1) : .functions(found)
    case .member:
      let base = node(file, callee.child)
      if base.kind == .name && !isVariable(file, base.symbol, in: function) {
        let types = typesNamed(base.symbol, from: owner)
        if !types.isEmpty {
          if callee.symbol == words.initializer { return .constructs(types) }
          var found = types.flatMap { methods(named: callee.symbol, on: $0) }
          if found.isEmpty { found = frameworkExtensionMethods(named: callee.symbol) }
          if !found.isEmpty { return .functions(found) }
          if let screen = types.first(where: isScreenCapable) { return .screen(screen) }
          return .unknown(receiver: -1)
        }
      }
      if base.kind == .superValue {
        // `super.m(…)`: a supertype's method, never the caller's own override.
        let found =
          owner >= 0
          ? supertypes[Int(owner)].flatMap { type in
            ancestors(type).flatMap { declared($0, callee.symbol) }
          } : []
        return found.isEmpty ? .unknown(receiver: -1) : .functions(found)
      }
      if base.kind == .selfValue && callee.symbol == words.initializer && owner >= 0 {
        return .functions(declared(owner, words.initializer))
      }
      let receivers = values(file, callee.child, in: function, context: context)
      var found: [Int] = []
      var typed = false
      for receiver in receivers where receiver >= 0 {
        typed = true
        for candidate in withoutOverridden(
          methods(named: callee.symbol, on: receiver), receiver: receiver)
        where !found.contains(candidate) {
          found.append(candidate)
        }
      }
      if found.isEmpty && (typed || receivers.contains { $0 <= Self.containerBase }) {
        // `navigation.pushWireframe(…)` of an app's `extension UINavigationController`.
        found = frameworkExtensionMethods(named: callee.symbol)
      } else if !typed && !declaresType(file, callee.child, in: function) {
        found = uniquelyNamed(callee.symbol)
      }
      return found.isEmpty ? .unknown(receiver: callee.child) : .functions(found)
    default:
      return .unknown(receiver: -1)
    }
  }

  /// The functions of that name when one type (and its family) declares them all: the only
  /// way to resolve a call on a receiver nothing is known of.
  func uniquelyNamed(_ symbol: Int32) -> [Int] {
    let all = functions(named: symbol)
    guard let first = all.first else { return [] }
    let owner = functionOwner[first]
    // Extensions of framework types (`extension View { func navigation() … }`): one name.
    if owner < 0 { return all.allSatisfy { functionOwner[$0] < 0 } ? all : [] }
    let family = Set(ancestors(owner) + descendants(owner))
    return all.allSatisfy { family.contains(functionOwner[$0]) } ? all : []
  }

  /// The methods of that name the tree adds to framework types (`extension UINavigationController
  /// { func pushWireframe(…) }`), callable on whatever derives from them.
  func frameworkExtensionMethods(named symbol: Int32) -> [Int] {
    functions(named: symbol).filter { functionOwner[$0] < 0 && function($0).owner >= 0 }
  }

  /// Whether an expression constructs a type, declared here or not (`Summary(…)`): a
  /// variable bound to it has that type, whose methods are not guessed by name.
  func constructsType(_ file: Int32, _ index: Int32) -> Bool {
    guard index >= 0, node(file, index).kind == .call,
      let calleeIndex = children(file, index).first
    else { return false }
    let callee = node(file, calleeIndex)
    return callee.kind == .name && name(callee.symbol).first?.isUppercase == true
  }

  /// Whether an expression is a variable declared with a type (a framework's, when its
  /// values are unknown): its calls are then not guessed by name.
  func declaresType(_ file: Int32, _ index: Int32, in function: Int) -> Bool {
    let value = node(file, index)
    let statements = files[Int(file)].navigation.statements
    switch value.kind {
    case .name:
      for enclosing in enclosingChain(function) {
        for statement in statementsOf[enclosing] {
          let fact = statements[Int(statement)]
          if fact.kind == .bind && fact.name == value.symbol {
            return fact.type >= 0 || constructsType(file, fact.value)
          }
        }
        if let parameter = parameters(of: enclosing).first(where: { $0.name == value.symbol }) {
          return parameter.type >= 0
        }
      }
      let owner = functionOwner[function]
      return owner >= 0 && propertyDeclaresType(value.symbol, on: owner)
    case .member:
      let owner = functionOwner[function]
      let bases =
        node(file, value.child).kind == .selfValue
        ? (owner >= 0 ? [owner] : []) : values(file, value.child, in: function, context: -1)
      return bases.contains { $0 >= 0 && propertyDeclaresType(value.symbol, on: $0) }
    default:
      return false
    }
  }

  func propertyDeclaresType(_ symbol: Int32, on node: Int32) -> Bool {
    propertyFacts(named: symbol, on: node).contains {
      files[Int($0.file)].navigation.properties[Int($0.index)].type >= 0
    }
  }

  /// The functions a call may run, context-insensitively (memoised).
  func callees(_ site: CallSite) -> [Int] {
    let key = Self.key(site.file, site.node)
    if let known = calleesMemo[key] { return known }
    calleesMemo[key] = []
    var result: [Int] = []
    switch resolve(site.file, site.node, in: site.function, context: -1) {
    case .functions(let functions): result = functions
    case .constructs(let types):
      let labels = self.labels(site.file, site.node)
      for type in types {
        let initializers = declared(type, words.initializer)
        let accepting = initializers.filter { accepts($0, labels: labels) }
        result += accepting.isEmpty ? initializers : accepting
      }
    default: break
    }
    calleesMemo[key] = result
    return result
  }

  /// The name a call is made by: `f(…)`, `x.f(…)`, `.f(…)` → f.
  func calledName(_ file: Int32, _ call: Int32) -> Int32 {
    let callee = node(file, node(file, call).child)
    switch callee.kind {
    case .name, .member, .implicitMember: return callee.symbol
    default: return -1
    }
  }

  var callsByName: [Int32: [CallSite]] {
    if let index = callsByNameIndex { return index }
    var index: [Int32: [CallSite]] = [:]
    for (fileIndex, file) in files.enumerated() {
      let base = functionBase[fileIndex]
      for call in file.navigation.calls {
        let name = calledName(Int32(fileIndex), call.node)
        if name >= 0 {
          index[name, default: []].append(
            CallSite(file: Int32(fileIndex), node: call.node, function: base + Int(call.function)))
        }
      }
    }
    callsByNameIndex = index
    return index
  }

  /// Assignments by the name they assign (`x = …`, `a.x = …`, `x[…] = …`), and
  /// `x.append(…)`/`x.insert(…)`, which add to `x`.
  func assignments(named symbol: Int32) -> [AssignmentSite] {
    if let index = assignmentsByNameIndex { return index[symbol] ?? [] }
    var index: [Int32: [AssignmentSite]] = [:]
    for (fileIndex, file) in files.enumerated() {
      let facts = file.navigation
      let base = functionBase[fileIndex]
      for statement in facts.statements where statement.kind == .assign {
        var target = statement.target
        while target >= 0 && facts.nodes[Int(target)].kind == .subscripted {
          target = facts.nodes[Int(target)].child
        }
        let name = target >= 0 ? terminalName(Int32(fileIndex), target) : -1
        if name >= 0 {
          index[name, default: []].append(
            AssignmentSite(
              file: Int32(fileIndex), function: base + Int(statement.function), target: target,
              value: statement.value))
        }
      }
      for call in facts.calls {
        let callee = facts.nodes[Int(facts.nodes[Int(call.node)].child)]
        guard callee.kind == .member,
          callee.symbol == words.append || callee.symbol == words.insert,
          let argument = children(Int32(fileIndex), call.node).dropFirst().first
        else { continue }
        let target = callee.child
        let name = terminalName(Int32(fileIndex), target)
        if name >= 0 {
          index[name, default: []].append(
            AssignmentSite(
              file: Int32(fileIndex), function: base + Int(call.function), target: target,
              value: argument))
        }
      }
    }
    assignmentsByNameIndex = index
    return index[symbol] ?? []
  }

  /// The calls that may run `function` (constructions, for an initialiser).
  func callSites(of function: Int) -> [CallSite] {
    if let known = callSitesMemo[function] { return known }
    callSitesMemo[function] = []
    let fact = self.function(function)
    var names: [Int32] = []
    if fact.kind == .initializer {
      let owner = functionOwner[function]
      if owner >= 0 { names.append(graph.nodes[Int(owner)].symbol) }
      names.append(words.initializer)
    } else if fact.name >= 0 {
      names = [fact.name]
    }
    var result: [CallSite] = []
    for name in names { result += callSites(named: name, running: function) }
    callSitesMemo[function] = result
    return result
  }

  /// The calls made by `name` that may run `function`, in call order. The calls of a name
  /// are inverted once, by the functions they may run (issue #28): filtering every call of a
  /// common name (`showNext()`, `build()`: one per VIPER module) for each function of that
  /// name was quadratic in the modules. While a name's index is being made (finding callees
  /// may ask for it again), its calls are filtered one by one, as before.
  private func callSites(named name: Int32, running function: Int) -> [CallSite] {
    if let index = callSitesByCallee[name] { return index[function] ?? [] }
    let calls = callsByName[name] ?? []
    guard callSitesIndexInProgress.insert(name).inserted else {
      return calls.filter { callees($0).contains(function) }
    }
    var index: [Int: [CallSite]] = [:]
    for call in calls {
      var seen: Set<Int> = []
      for callee in callees(call) where seen.insert(callee).inserted {
        index[callee, default: []].append(call)
      }
    }
    callSitesIndexInProgress.remove(name)
    callSitesByCallee[name] = index
    return index[function] ?? []
  }
}
