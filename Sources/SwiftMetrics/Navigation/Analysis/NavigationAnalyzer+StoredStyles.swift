/// Rule: styles told at construction. A step written in an arm of a `switch` on a stored
/// property of `self` (`switch transitionType { case .push: … case .modal: … }` in a base
/// coordinator's `transition(to:)`) is taken, for a call made on an object, only in the arms
/// that object's construction tells: the case its initialiser stores there
/// (`self.transitionType = transitionType`), passed by each construction of its type or left to
/// the parameter's default (`MainCoordinator(window: window)` with `transitionType:
/// TransitionType = .rootWindow`), passed up by its own initialiser (`super.init(…,
/// transitionType: .push)`), or the property's initial value. A construction that does not tell
/// the case (a variable passed), or a receiver of several types, takes every arm, as before.
/// Examples: `StoredStyleTests`.
extension NavigationAnalyzer {
  /// The type a call runs its callee for: the caller's own for a call on `self`, else the
  /// receiver's one type of the tree; -1 when not one type.
  func objectType(at call: CallSite) -> Int32 {
    if isCallOnSelf(call.file, call.node) { return functionOwner[call.function] }
    let callee = node(call.file, node(call.file, call.node).child)
    guard callee.kind == .member, callee.child >= 0 else { return -1 }
    let receivers = values(call.file, callee.child, in: call.function, context: -1).filter {
      $0 >= 0
    }
    return receivers.count == 1 ? receivers.first! : -1
  }

  /// Whether a step at `line` of `function`, called at `call`, lies in arms of switches on
  /// `self`'s stored properties that the called object's construction takes (true when
  /// nothing is told).
  func storedArmsTaken(line: Int32, in function: Int, at call: CallSite) -> Bool {
    guard let indices = armsByFunction[function] else { return true }
    let owner = functionOwner[function]
    guard owner >= 0 else { return true }
    let file = functionFile[function]
    let all = files[Int(file)].navigation.arms
    var bySubject: [Int32: [CaseArm]] = [:]
    for index in indices {
      let arm = all[Int(index)]
      guard arm.firstNode < arm.endNode,
        node(file, arm.firstNode).line <= line, line <= node(file, arm.endNode - 1).line
      else { continue }
      bySubject[arm.subject, default: []].append(arm)
    }
    guard !bySubject.isEmpty else { return true }
    let type = objectType(at: call)
    guard type >= 0 else { return true }
    for (subject, arms) in bySubject {
      guard let property = storedProperty(file, subject, in: function),
        let cases = toldCases(of: property, for: type)
      else { continue }
      let group = indices.map { all[Int($0)] }.filter { $0.subject == subject }
      let taken = cases.contains { name in
        arms.contains { armTaken($0, in: group, by: name) }
      }
      if !taken { return false }
    }
    return true
  }

  /// The stored property of `self` a switch's subject names (`transitionType`,
  /// `self.transitionType`), else nil.
  func storedProperty(_ file: Int32, _ subject: Int32, in function: Int) -> Int32? {
    let value = node(file, subject)
    let owner = functionOwner[function]
    switch value.kind {
    case .name:
      guard !isLocal(file, value.symbol, in: function) else { return nil }
    case .member:
      guard value.child >= 0, node(file, value.child).kind == .selfValue else { return nil }
    default:
      return nil
    }
    return hasProperty(value.symbol, on: owner) ? value.symbol : nil
  }

  /// The cases the constructions of `type` store in `property`; nil when one does not tell
  /// it or none is found.
  func toldCases(of property: Int32, for type: Int32) -> Set<Int32>? {
    let key = Self.key(type, property)
    if let known = toldCasesMemo[key] { return known }
    let result = findToldCases(of: property, for: type)
    toldCasesMemo[key] = result
    return result
  }

  private func findToldCases(of property: Int32, for type: Int32) -> Set<Int32>? {
    let typeSymbol = graph.nodes[Int(type)].symbol
    let constructions = (callsByName[typeSymbol] ?? []).filter { site in
      let callee = node(site.file, node(site.file, site.node).child)
      return callee.kind == .name && !isVariable(site.file, typeSymbol, in: site.function)
    }
    guard !constructions.isEmpty else { return nil }
    // The initialisers a construction runs: the type's own, else the nearest supertype's.
    guard
      let initializers = ancestors(type).lazy.map({ self.declared($0, self.words.initializer) })
        .first(where: { !$0.isEmpty })
    else { return initialCase(of: property, on: type) }
    var result: Set<Int32> = []
    for site in constructions {
      let labels = self.labels(site.file, site.node)
      guard let initializer = initializers.first(where: { accepts($0, labels: labels) }) else {
        return nil
      }
      if let index = storedParameter(property, in: initializer) {
        guard
          let passed = passedValue(
            for: index, of: initializer, at: site.file, site.node, caller: site.function),
          let name = caseName(passed.file, passed.node, in: passed.function)
        else { return nil }
        result.insert(name)
      } else if let passed = casePassedUp(property, from: initializer) {
        result.formUnion(passed)
      } else if let initial = initialCase(of: property, on: type) {
        result.formUnion(initial)
      } else {
        return nil
      }
    }
    return result
  }

  /// The index of the parameter an initialiser stores in the property (`self.style = style`).
  private func storedParameter(_ property: Int32, in initializer: Int) -> Int? {
    let file = functionFile[initializer]
    let statements = files[Int(file)].navigation.statements
    for index in statementsOf[initializer] {
      let statement = statements[Int(index)]
      guard statement.kind == .assign, statement.target >= 0, statement.value >= 0,
        terminalName(file, statement.target) == property
      else { continue }
      let value = node(file, statement.value)
      guard value.kind == .name else { return nil }
      return parameters(of: initializer).firstIndex { $0.name == value.symbol }.map {
        $0 - parameters(of: initializer).startIndex
      }
    }
    return nil
  }

  /// The case a subtype's initialiser passes up for the property (`super.init(…,
  /// transitionType: .push)`), else nil.
  private func casePassedUp(_ property: Int32, from initializer: Int) -> Set<Int32>? {
    let file = functionFile[initializer]
    for call in callsOf[initializer] {
      let callee = node(file, node(file, call).child)
      guard callee.kind == .member, callee.symbol == words.initializer, callee.child >= 0,
        node(file, callee.child).kind == .superValue,
        case .functions(let targets) = resolve(file, call, in: initializer, context: -1)
      else { continue }
      for target in targets {
        guard let index = storedParameter(property, in: target),
          let passed = passedValue(for: index, of: target, at: file, call, caller: initializer),
          let name = caseName(passed.file, passed.node, in: passed.function)
        else { continue }
        return [name]
      }
    }
    return nil
  }

  /// The case a property's initial value names (`var style: Style = .push`), else nil.
  private func initialCase(of property: Int32, on type: Int32) -> Set<Int32>? {
    for (file, index) in propertyFacts(named: property, on: type) {
      let fact = files[Int(file)].navigation.properties[Int(index)]
      guard fact.initializer >= 0 else { continue }
      var value = node(file, fact.initializer)
      if value.kind == .call, value.child >= 0 { value = node(file, value.child) }
      return value.kind == .implicitMember ? [value.symbol] : nil
    }
    return nil
  }
}
