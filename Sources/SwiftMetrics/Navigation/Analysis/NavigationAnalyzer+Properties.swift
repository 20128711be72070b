/// What members and properties hold: `base.name`, every assignment to a property, its
/// initial value and getter.
extension NavigationAnalyzer {
  /// `base.name`: a property of what `base` holds (or a type's static one); screens pass
  /// through members the tree does not declare.
  func memberValues(_ file: Int32, _ index: Int32, in function: Int, context: Int) -> Set<Int32> {
    let member = node(file, index)
    let base = node(file, member.child)
    if base.kind == .name, !isVariable(file, base.symbol, in: function) {
      let types = typesNamed(base.symbol, from: functionOwner[function])
      if !types.isEmpty {
        var result: Set<Int32> = []
        for type in types where hasProperty(member.symbol, on: type) {
          result.formUnion(propertyValues(type, member.symbol))
        }
        return result
      }
    }
    let bases = values(file, member.child, in: function, context: context)
    var result: Set<Int32> = []
    var declared = false
    for value in bases where value >= 0 {
      if hasProperty(member.symbol, on: value) {
        declared = true
        result.formUnion(propertyValues(value, member.symbol))
      } else if graph.nodes[Int(value)].kind == .protocol,
        let only = singleConformer(value), hasProperty(member.symbol, on: only)
      {
        declared = true
        result.formUnion(propertyValues(only, member.symbol))
      } else if isScreenCapable(value) {
        result.insert(value)
      }
    }
    if !declared && member.symbol == words.rootViewController
      && (bases.isEmpty || bases.contains(Self.windowRootMarker))
      && name(terminalName(file, member.child)).lowercased().contains("window")
    {
      result.insert(Self.windowRootMarker)
    }
    return result
  }

  /// The one type of the tree conforming to a protocol, when there is exactly one.
  func singleConformer(_ node: Int32) -> Int32? {
    let conformers = descendants(node).filter { graph.nodes[Int($0)].kind != .protocol }
    return conformers.count == 1 ? conformers[0] : nil
  }

  func hasProperty(_ symbol: Int32, on node: Int32) -> Bool {
    !propertyFacts(named: symbol, on: node).isEmpty
  }

  /// Everything a type's property may hold: its declared type, initial value, getter, and
  /// every assignment to it anywhere (`self.x = …` in the type, `object.x = …` outside).
  func propertyValues(_ type: Int32, _ symbol: Int32) -> Set<Int32> {
    let key = Self.key(type, symbol)
    if let known = propertyMemo[key] { return known }
    guard propertiesInProgress.insert(key).inserted else { return [] }
    var result: Set<Int32> = []
    for (file, index) in propertyFacts(named: symbol, on: type) {
      let property = files[Int(file)].navigation.properties[Int(index)]
      result.formUnion(typesNamed(property.type, from: type))
      if property.initializer >= 0, let body = typeBodyOf[Self.key(file, property.owner)] {
        let context = inheritedContext(body, selfType: type)
        result.formUnion(values(file, property.initializer, in: body, context: context))
      }
      if property.getter >= 0 {
        let getter = functionBase[Int(file)] + Int(property.getter)
        result.formUnion(returns(getter, context: inheritedContext(getter, selfType: type)))
      }
    }
    let family = Set(ancestors(type) + descendants(type))
    for site in assignments(named: symbol) {
      let target = node(site.file, site.target)
      var applies = false
      if target.kind == .member {
        let base = node(site.file, target.child)
        if base.kind == .selfValue {
          applies = family.contains(functionOwner[site.function])
        } else {
          let bases = values(site.file, target.child, in: site.function, context: -1)
          applies = !bases.isDisjoint(with: family)
        }
      } else if target.kind == .name {
        applies =
          family.contains(functionOwner[site.function])
          && !isLocal(site.file, symbol, in: site.function)
      }
      if applies {
        let context = inheritedContext(site.function, selfType: type)
        result.formUnion(values(site.file, site.value, in: site.function, context: context))
      }
    }
    propertiesInProgress.remove(key)
    propertyMemo[key] = result
    return result
  }

  /// Whether a name is a local or parameter where `function` is written (not a property).
  func isLocal(_ file: Int32, _ symbol: Int32, in function: Int) -> Bool {
    let facts = files[Int(file)].navigation
    for enclosing in enclosingChain(function) {
      for statementIndex in statementsOf[enclosing] {
        let statement = facts.statements[Int(statementIndex)]
        if statement.kind == .bind && statement.name == symbol { return true }
      }
      if parameters(of: enclosing).contains(where: { $0.name == symbol }) { return true }
    }
    return false
  }

  /// What a function returns: its `return` values; for a closure, an accessor or a function
  /// with a declared result and no `return`, its expressions (implicit returns, view
  /// builders); its declared result type.
  func returns(_ function: Int, context: Int) -> Set<Int32> {
    let key = Self.key(Int32(function), Int32(context))
    if let known = returnsMemo[key] { return known }
    guard returnsInProgress.insert(key).inserted else { return [] }
    let fact = self.function(function)
    let file = functionFile[function]
    let statements = files[Int(file)].navigation.statements
    var result: Set<Int32> = []
    var sawReturn = false
    for index in statementsOf[function] where statements[Int(index)].kind == .returnValue {
      sawReturn = true
      result.formUnion(values(file, statements[Int(index)].value, in: function, context: context))
    }
    if !sawReturn && (fact.kind == .closure || fact.kind == .accessor || fact.returnType >= 0) {
      for index in statementsOf[function] where statements[Int(index)].kind == .expression {
        result.formUnion(
          values(file, statements[Int(index)].value, in: function, context: context))
      }
    }
    result.formUnion(declaredTypes(fact.returnType, in: function))
    returnsInProgress.remove(key)
    returnsMemo[key] = result
    return result
  }

  /// The context of a call to `callee` made at `call` in `caller` (itself evaluated in
  /// `parent`); -1 past the depth limit, where parameters flow from every caller.
  func context(
    callee: Int, file: Int32, call: Int32, caller: Int, parent: Int, selfType: Int32 = -1
  ) -> Int {
    let depth = parent >= 0 ? contexts[parent].depth + 1 : 1
    guard depth <= Self.contextDepthLimit else { return -1 }
    let context = ValueContext(
      callee: callee, file: file, call: call, caller: caller, parent: parent, depth: depth,
      selfType: selfType)
    if let known = contextIDs[context] { return known }
    contexts.append(context)
    contextIDs[context] = contexts.count - 1
    return contexts.count - 1
  }

  /// A context whose parameters are collected (see `ValueContext`), one per function.
  func collectingContext(for function: Int) -> Int {
    let context = ValueContext(
      callee: ValueContext.collecting, file: -1, call: Int32(function), caller: function,
      parent: -1, depth: 1)
    if let known = contextIDs[context] { return known }
    contexts.append(context)
    contextIDs[context] = contexts.count - 1
    return contexts.count - 1
  }
}
