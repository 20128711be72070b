/// What an expression may hold: a set of tree types — the objects it may be (a
/// `LoginViewController` built here, a `FeedWireframe` a property holds) and the declared
/// types of properties and parameters (a protocol stands for its conformers when calls are
/// resolved). Flow-insensitive, no type checking; see SwiftMetrics.docc, "Navigation graph".
///
/// Screens flow through what the tree does not declare: `UINavigationController(
/// rootViewController: x)`, `x.navigationItem`, an unknown call's arguments — so a
/// navigation controller stands for its root screen, and a router made over a screen for it.
extension NavigationAnalyzer {
  /// Marks "the window's root" among values (`window.rootViewController`).
  static let windowRootMarker: Int32 = -100

  static let evaluationDepthLimit = 48
  static let contextDepthLimit = 3

  func values(_ file: Int32, _ node: Int32, in function: Int, context: Int) -> Set<Int32> {
    guard node >= 0, evaluationDepth < Self.evaluationDepthLimit else { return [] }
    let key = ValueKey(file: file, node: node, context: context)
    let slot = context == -1 ? nodeBase[Int(file)] + Int(node) : -1
    if slot >= 0 {
      let known = contextFreeValues[slot]
      if known >= 0 { return valueSets[known] }
    } else if let known = valueMemo[key] {
      return valueSets[known]
    }
    guard valuesInProgress.insert(key).inserted else { return [] }
    evaluationDepth += 1
    let result = compute(file, node, in: function, context: context)
    evaluationDepth -= 1
    valuesInProgress.remove(key)
    let index = valueSets.index(of: result)
    if slot >= 0 { contextFreeValues[slot] = index } else { valueMemo[key] = index }
    return result
  }

  /// The screens among values (view controllers and SwiftUI views).
  func screens(_ values: Set<Int32>) -> Set<Int32> { values.filter(isScreenCapable) }

  private func compute(_ file: Int32, _ index: Int32, in function: Int, context: Int)
    -> Set<Int32>
  {
    let node = self.node(file, index)
    switch node.kind {
    case .name:
      return nameValues(file, node.symbol, in: function, context: context)
    case .member:
      return memberValues(file, index, in: function, context: context)
    case .call:
      return callValues(file, index, in: function, context: context)
    case .subscripted:
      return values(file, node.child, in: function, context: context)
    case .closure:
      return returns(functionBase[Int(file)] + Int(node.symbol), context: context)
    case .array, .group:
      var result: Set<Int32> = []
      for child in children(file, index) {
        result.formUnion(values(file, child, in: function, context: context))
      }
      return result
    case .argument:
      return values(file, node.child, in: function, context: context)
    case .cast:
      // The storyboard's scene before the cast: `as! BaseViewController` is less precise.
      if let scenes = storyboardSceneValues(file, node.child, in: function) { return scenes }
      let cast = typesNamed(node.symbol, from: functionOwner[function])
      if cast.isEmpty, let external = externalScreen(node.symbol) { return [external] }
      return cast.isEmpty ? values(file, node.child, in: function, context: context) : Set(cast)
    case .selfValue, .superValue:
      let owner = selfType(of: function, context: context)
      return owner >= 0 ? [owner] : []
    case .metatype, .implicitMember, .literal:
      return []
    }
  }

  /// The declared types of a type name, from a function's owner.
  func declaredTypes(_ symbol: Int32, in function: Int) -> Set<Int32> {
    guard symbol >= 0 else { return [] }
    return Set(typesNamed(symbol, from: functionOwner[function]))
  }

  /// What a name means in a function: a local of it or of a function it is written in, a
  /// parameter, a property of its type; a type name alone holds nothing.
  func nameValues(_ file: Int32, _ symbol: Int32, in function: Int, context: Int) -> Set<Int32> {
    let statements = files[Int(file)].navigation.statements
    var enclosing = function
    var depth = 0
    // The enclosing chain (`enclosingChain`), walked without making it.
    while enclosing >= 0 && depth < 64 {
      defer {
        enclosing = self.enclosing(enclosing)
        depth += 1
      }
      var found = false
      var result: Set<Int32> = []
      for statementIndex in statementsOf[enclosing] {
        let statement = statements[Int(statementIndex)]
        guard statement.kind == .bind, statement.name == symbol else { continue }
        found = true
        result.formUnion(declaredTypes(statement.type, in: enclosing))
        let binding = Self.key(Int32(enclosing), statementIndex)
        if statement.value >= 0 && bindingsInProgress.insert(binding).inserted {
          result.formUnion(values(file, statement.value, in: enclosing, context: context))
          bindingsInProgress.remove(binding)
        }
      }
      if found {
        // `stacks[.home] = x` and `x = y` add to what a local holds.
        for statementIndex in statementsOf[enclosing] {
          let statement = statements[Int(statementIndex)]
          if let appended = appendedValues(
            file, statement, to: symbol, in: enclosing, context: context)
          {
            result.formUnion(appended)
            continue
          }
          guard statement.kind == .assign, terminalName(file, statement.target) == symbol,
            node(file, statement.target).kind != .member
          else { continue }
          result.formUnion(values(file, statement.value, in: enclosing, context: context))
        }
        return result
      }
      for (offset, parameter) in parameters(of: enclosing).enumerated()
      where parameter.name == symbol {
        return parameterValues(enclosing, offset, parameter, context: context)
      }
    }
    let owner = selfType(of: function, context: context)
    if owner >= 0 && hasProperty(symbol, on: owner) {
      return propertyValues(owner, symbol)
    }
    return []
  }

  /// Whether a name is a local, a parameter or a property where `function` is written.
  func isVariable(_ file: Int32, _ symbol: Int32, in function: Int) -> Bool {
    if isLocal(file, symbol, in: function) { return true }
    let owner = functionOwner[function]
    return owner >= 0 && hasProperty(symbol, on: owner)
  }

  /// The name a target expression assigns to: `x`, `a.x`, `x[…]` → x.
  func terminalName(_ file: Int32, _ index: Int32) -> Int32 {
    var current = index
    var steps = 0
    while current >= 0 && steps < 64 {
      let node = self.node(file, current)
      switch node.kind {
      case .name, .member: return node.symbol
      case .subscripted: current = node.child
      default: return -1
      }
      steps += 1
    }
    return -1
  }

  /// A parameter's values: the argument of the call that binds it (in the caller's
  /// context); recorded instead when a collecting context is reached; else what every caller
  /// passes. Its declared type always.
  func parameterValues(_ function: Int, _ index: Int, _ parameter: ParameterFact, context: Int)
    -> Set<Int32>
  {
    var result = declaredTypes(parameter.type, in: function)
    var current = context
    while current >= 0 {
      let binding = contexts[current]
      if binding.callee == function && binding.call < 0 {
        return result.union(inheritedParameterFlow(function, index, selfType: binding.selfType))
      }
      if binding.callee == function {
        if let argument = passedValue(
          for: index, of: function, at: binding.file, binding.call, caller: binding.caller)
        {
          let passed = values(of: argument, context: binding.parent)
          // What is passed stands for the declared type it derives from (a `DetailWireframe`
          // for a `BaseWireframe` parameter).
          result = result.filter { declared in
            !passed.contains { $0 == declared || ($0 >= 0 && ancestors($0).contains(declared)) }
          }
          result.formUnion(passed)
        }
        return result
      }
      if binding.callee == ValueContext.collecting {
        if result.filter(isScreenCapable).isEmpty {
          collected[current, default: []].insert(
            CollectedParameter(function: function, index: index))
        }
        return result
      }
      current = binding.parent
    }
    return result.union(parameterFlow(function, index))
  }

  /// What the callers of a function pass for one parameter (context-insensitive).
  func parameterFlow(_ function: Int, _ index: Int) -> Set<Int32> {
    let key = Self.key(Int32(function), Int32(index))
    if let known = parameterFlowMemo[key] { return valueSets[known] }
    guard parameterFlowInProgress.insert(key).inserted else { return [] }
    var result: Set<Int32> = []
    for site in callSites(of: function) {
      if let argument = passedValue(
        for: index, of: function, at: site.file, site.node, caller: site.function)
      {
        result.formUnion(values(of: argument, context: -1))
      }
    }
    parameterFlowInProgress.remove(key)
    parameterFlowMemo[key] = valueSets.index(of: result)
    return result
  }

  /// The argument node a call passes for parameter `index` of `function`: by label, or the
  /// next unlabelled argument for an unlabelled parameter; -1 when it takes the default.
  func argumentNode(for index: Int, of function: Int, at file: Int32, _ call: Int32) -> Int32 {
    guard call >= 0 else { return -1 }
    let parameters = Array(self.parameters(of: function))
    guard index < parameters.count else { return -1 }
    let arguments = children(file, call).dropFirst()
    let label = parameters[index].label
    if label >= 0 {
      return arguments.first { node(file, $0).symbol == label } ?? -1
    }
    let unlabelledBefore = parameters[..<index].filter { $0.label < 0 }.count
    let unlabelled = arguments.filter { node(file, $0).symbol < 0 }
    return unlabelledBefore < unlabelled.count ? unlabelled[unlabelledBefore] : -1
  }

  /// `base.name`: a property of what `base` holds (or a type's static one); screens pass
  /// through members the tree does not declare.
  func memberValues(_ file: Int32, _ index: Int32, in function: Int, context: Int) -> Set<Int32> {
    if let arguments = bundledArguments(file, index, in: function, context: context) {
      var result: Set<Int32> = []
      for argument in arguments {
        result.formUnion(
          values(argument.file, argument.node, in: argument.function, context: argument.context))
      }
      return result
    }
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
    // The first found answers: no list of them is made (asked of every name evaluated).
    ancestors(node).contains { !propertyIndex[Self.key($0, symbol)].isEmpty }
  }

  /// Everything a type's property may hold: its declared type, initial value, getter, and
  /// every assignment to it anywhere (`self.x = …` in the type, `object.x = …` outside).
  func propertyValues(_ type: Int32, _ symbol: Int32) -> Set<Int32> {
    let key = Self.key(type, symbol)
    if let known = propertyMemo[key] { return valueSets[known] }
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
    let sites = assignments(named: symbol)
    for index in assignmentsApplying(to: family, symbol: symbol, sites: sites) {
      let site = sites[index]
      let context = inheritedContext(site.function, selfType: type)
      result.formUnion(values(site.file, site.value, in: site.function, context: context))
    }
    result.formUnion(memberwiseValues(type, symbol))
    propertiesInProgress.remove(key)
    propertyMemo[key] = valueSets.index(of: result)
    return result
  }

  /// The assignments to a property named `symbol` (indices in `sites`, in order) that assign
  /// it on a type of `family`: `self.x = …` or `x = …` in one of its methods (`x` not a local
  /// there), `a.x = …` where `a` may be one of them.
  ///
  /// Which types each site applies to does not depend on the type asked about, so it is found
  /// once per name and indexed by type (issue #28): asked of every type, scanning every
  /// assignment of a common name (`view`, `presenter`: one per VIPER module) was quadratic in
  /// the modules. While the index of a name is being made (its values may ask for the same
  /// name again), sites are checked one by one, as before.
  func assignmentsApplying(to family: Set<Int32>, symbol: Int32, sites: [AssignmentSite]) -> [Int] {
    if let index = assignmentTypes[symbol] {
      var found: Set<Int> = []
      for type in family { found.formUnion(index[type] ?? []) }
      return found.sorted()
    }
    guard assignmentTypesInProgress.insert(symbol).inserted else {
      return sites.indices.filter { !family.isDisjoint(with: typesAssigned(sites[$0], symbol)) }
    }
    var index: [Int32: [Int]] = [:]
    for (position, site) in sites.enumerated() {
      for type in typesAssigned(site, symbol) { index[type, default: []].append(position) }
    }
    assignmentTypesInProgress.remove(symbol)
    assignmentTypes[symbol] = index
    var found: Set<Int> = []
    for type in family { found.formUnion(index[type] ?? []) }
    return found.sorted()
  }

  /// The types whose property named `symbol` an assignment site may assign.
  private func typesAssigned(_ site: AssignmentSite, _ symbol: Int32) -> Set<Int32> {
    let target = node(site.file, site.target)
    if target.kind == .member {
      let base = node(site.file, target.child)
      if base.kind == .selfValue { return [functionOwner[site.function]] }
      return values(site.file, target.child, in: site.function, context: -1)
    }
    if target.kind == .name && !isLocal(site.file, symbol, in: site.function) {
      return [functionOwner[site.function]]
    }
    return []
  }

  /// Whether a name is a local or parameter where `function` is written (not a property).
  func isLocal(_ file: Int32, _ symbol: Int32, in function: Int) -> Bool {
    let statements = files[Int(file)].navigation.statements
    var enclosing = function
    var depth = 0
    // The enclosing chain (`enclosingChain`), walked without making it.
    while enclosing >= 0 && depth < 64 {
      for statementIndex in statementsOf[enclosing] {
        let statement = statements[Int(statementIndex)]
        if statement.kind == .bind && statement.name == symbol { return true }
      }
      if parameters(of: enclosing).contains(where: { $0.name == symbol }) { return true }
      enclosing = self.enclosing(enclosing)
      depth += 1
    }
    return false
  }

  /// What a function returns: its `return` values; for a closure, an accessor or a function
  /// with a declared result and no `return`, its expressions (implicit returns, view
  /// builders); its declared result type.
  func returns(_ function: Int, context: Int) -> Set<Int32> {
    let key = Self.key(Int32(function), Int32(context))
    if let known = returnsMemo[key] { return valueSets[known] }
    guard returnsInProgress.insert(key).inserted else { return [] }
    let fact = self.function(function)
    let file = functionFile[function]
    let statements = files[Int(file)].navigation.statements
    var result: Set<Int32> = []
    var sawReturn = false
    for index in statementsOf[function] where statements[Int(index)].kind == .returnValue {
      sawReturn = true
      let value = statements[Int(index)].value
      if returnNotTaken(value, of: function, context: context) { continue }
      result.formUnion(values(file, value, in: function, context: context))
    }
    if !sawReturn && (fact.kind == .closure || fact.kind == .accessor || fact.returnType >= 0) {
      for index in statementsOf[function] where statements[Int(index)].kind == .expression {
        result.formUnion(
          values(file, statements[Int(index)].value, in: function, context: context))
      }
    }
    result.formUnion(declaredTypes(fact.returnType, in: function))
    returnsInProgress.remove(key)
    returnsMemo[key] = valueSets.index(of: result)
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
