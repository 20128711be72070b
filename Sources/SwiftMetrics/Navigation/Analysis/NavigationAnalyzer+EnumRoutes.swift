/// Rule: which case of an enum leads where. A step written in an arm of a `switch` on a
/// parameter (a router's `navigate(to destination:)` with `case .detail: push(…)`) is taken only
/// for the calls that pass that case (`router.navigate(to: .detail)`), or a value not told apart
/// (a variable: every arm, as before); a step in a method such an arm calls
/// (`case .detail: showDetail()`) likewise. A `navigationDestination(for: Route.self)` whose
/// closure switches on its route gives a link to `Route.detail(x)` (`path.append(.detail(x))`)
/// the views of that case's arm only. A factory returning one screen per case
/// (`func makeScreen(for route: Route) -> UIViewController { switch route { … } }`) returns,
/// at a call passing a told case, that case's screen only.
/// Examples: `EnumRouteTests`.
extension NavigationAnalyzer {
  /// The case a value names: `.detail`, `.detail(id)`, `Route.detail`, `Route.detail(id)`; nil
  /// when it cannot be told (a variable, a call of a function).
  func caseName(_ file: Int32, _ value: Int32, in function: Int) -> Int32? {
    var current = node(file, value)
    if current.kind == .argument { current = node(file, current.child) }
    if current.kind == .call { current = node(file, current.child) }
    switch current.kind {
    case .implicitMember:
      return current.symbol
    case .member:
      let base = node(file, current.child)
      guard base.kind == .name, !isVariable(file, base.symbol, in: function),
        !typesNamed(base.symbol, from: functionOwner[function]).isEmpty
      else { return nil }
      return current.symbol
    default:
      return nil
    }
  }

  /// Whether the case `name` takes `arm` among the arms of its switch (`group`): the arms that
  /// name it (and patterns that are not one case), else `default:`, else — a name no arm of an
  /// exhaustive switch tells apart (a static member, not a case) — every arm.
  func armTaken(_ arm: CaseArm, in group: [CaseArm], by name: Int32) -> Bool {
    if arm.name == CaseArm.anyCase { return true }
    // `if case .detail = route`: taken for that case only.
    if arm.isCondition { return arm.name == name }
    if group.contains(where: { $0.name == name }) { return arm.name == name }
    if group.contains(where: { $0.name == CaseArm.defaultArm }) {
      return arm.name == CaseArm.defaultArm
    }
    return true
  }

  /// The arms of a function's switches (on one of its own parameters) whose code spans `line`,
  /// each with the index of that parameter and the arms of its switch.
  func parameterArms(around line: Int32, in function: Int)
    -> [(parameter: Int, arms: [CaseArm], group: [CaseArm])]
  {
    guard let indices = armsByFunction[function] else { return [] }
    let file = functionFile[function]
    let all = files[Int(file)].navigation.arms
    var bySubject: [Int32: (parameter: Int, arms: [CaseArm], group: [CaseArm])] = [:]
    var order: [Int32] = []
    for index in indices {
      let arm = all[Int(index)]
      guard arm.firstNode < arm.endNode,
        node(file, arm.firstNode).line <= line, line <= node(file, arm.endNode - 1).line
      else { continue }
      if bySubject[arm.subject] == nil {
        let subject = node(file, arm.subject)
        guard subject.kind == .name,
          let (holder, parameter) = self.parameter(named: subject.symbol, in: function),
          holder == function
        else { continue }
        let group = indices.map { all[Int($0)] }.filter { $0.subject == arm.subject }
        bySubject[arm.subject] = (parameter, [], group)
        order.append(arm.subject)
      }
      bySubject[arm.subject]?.arms.append(arm)
    }
    return order.compactMap { bySubject[$0] }
  }

  /// The `from` of a step at `line` of `function` when the case passed by some caller tells
  /// that it is not taken there; nil when no caller is told apart (the triggers as they are).
  func caseRestrictedTriggers(of function: Int, line: Int32, depth: Int = 0) -> Set<Int32>? {
    guard depth < 3, !armsByFunction.isEmpty else { return nil }
    let fact = self.function(function)
    guard fact.kind == .function || fact.kind == .initializer,
      !isScreenCapable(functionOwner[function])
    else { return nil }
    let checks = parameterArms(around: line, in: function)
    let callers = callSites(of: function)
    guard !callers.isEmpty,
      !checks.isEmpty || armsByFunction[function] != nil
        || callers.contains(where: { armsByFunction[$0.function] != nil })
    else { return nil }
    let effective = effectiveCallers(function)
    guard !effective.isEmpty else { return nil }
    // Callers with a call the arms are not taken for, and the triggers of the ones kept.
    var excluded: Set<Int> = []
    var kept: Set<Int> = []
    var restricted = false
    var sources: [Int: Set<Int32>] = [:]
    for call in callers {
      var taken = storedArmsTaken(line: line, in: function, at: call)
      for check in checks {
        guard
          let argument = passedValue(
            for: check.parameter, of: function, at: call.file, call.node, caller: call.function),
          let name = caseName(argument.file, argument.node, in: argument.function)
        else { continue }
        if !check.arms.contains(where: { armTaken($0, in: check.group, by: name) }) {
          taken = false
        }
      }
      guard taken else {
        excluded.insert(call.function)
        continue
      }
      kept.insert(call.function)
      // A call written in an arm of its own function's switch (`case .detail: showDetail()`).
      if let narrowed = caseRestrictedTriggers(
        of: call.function, line: node(call.file, call.node).line, depth: depth + 1)
      {
        restricted = true
        sources[call.function, default: []].formUnion(narrowed)
      } else {
        sources[call.function, default: []].formUnion(triggers(of: call.function))
      }
    }
    excluded.subtract(kept)
    guard restricted || !excluded.isEmpty else { return nil }
    // Only callers found the plain way (not through a call on a parameter, which
    // `effectiveCallers` answers for the functions passing the object).
    guard Set(effective) == Set(callers.map(\.function)) else { return nil }
    var result: Set<Int32> = []
    for caller in effective where !excluded.contains(caller) {
      result.formUnion(sources[caller] ?? [])
    }
    return result
  }

  /// The destinations a `navigationDestination(for:)` closure gives per case: the screens made
  /// in each arm of a switch on its parameter (`content` is the closure node), by arm; nil when
  /// its code does not switch on its route.
  func destinationArms(_ file: Int32, _ content: Int32) -> [(arm: CaseArm, targets: Set<Int32>)]? {
    let closure = node(file, content)
    guard closure.kind == .closure else { return nil }
    let function = functionBase[Int(file)] + Int(closure.symbol)
    guard let indices = armsByFunction[function],
      let route = parameters(of: function).first?.name
    else { return nil }
    let all = files[Int(file)].navigation.arms
    let statements = files[Int(file)].navigation.statements
    var result: [(arm: CaseArm, targets: Set<Int32>)] = []
    for index in indices {
      let arm = all[Int(index)]
      guard node(file, arm.subject).kind == .name, node(file, arm.subject).symbol == route else {
        continue
      }
      var targets: Set<Int32> = []
      for statement in statementsOf[function] {
        let value = statements[Int(statement)].value
        guard value >= arm.firstNode, value < arm.endNode,
          statements[Int(statement)].kind != .bind
        else { continue }
        targets.formUnion(screens(values(file, value, in: function, context: -1)))
      }
      result.append((arm, targets))
    }
    return result.isEmpty ? nil : result
  }

  /// What a link to case `name` reaches of a destination's `targets`, given its arms: the
  /// targets made outside every arm and those of the arms the case takes.
  func caseTargets(
    _ targets: Set<Int32>, arms: [(arm: CaseArm, targets: Set<Int32>)], name: Int32
  ) -> Set<Int32> {
    let group = arms.map(\.arm)
    var inArms: Set<Int32> = []
    var taken: Set<Int32> = []
    for (arm, armTargets) in arms {
      inArms.formUnion(armTargets)
      if armTaken(arm, in: group, by: name) { taken.formUnion(armTargets) }
    }
    return targets.subtracting(inArms).union(taken)
  }

  /// The destinations a link to `value` reaches when its case is told (`Route.detail(x)`,
  /// `.detail(x)`), of the registrations of its type; nil when it is not.
  func linkTargets(
    _ site: EdgeSite, value: Int32,
    cases: [(targets: Set<Int32>, arms: [(arm: CaseArm, targets: Set<Int32>)]?)]
  ) -> Set<Int32>? {
    guard let name = caseName(site.file, value, in: site.function) else { return nil }
    return targets(of: cases, for: name)
  }

  /// A link by a wrapper's parameter (`func push(_ route: Route) { path.append(route) }`)
  /// moved to a caller (`store.push(.detail(x))`): the destinations of the case passed there.
  func narrowedWrapperSite(
    _ moved: EdgeSite, link: EdgeSite, value: Int32,
    cases: [(targets: Set<Int32>, arms: [(arm: CaseArm, targets: Set<Int32>)]?)]
  ) -> EdgeSite {
    let routed = node(link.file, value)
    guard moved.function != link.function, routed.kind == .name,
      let (holder, index) = parameter(named: routed.symbol, in: link.function)
    else { return moved }
    for call in callSites(of: holder)
    where call.function == moved.function && call.file == moved.file
      && node(call.file, call.node).line == moved.line
    {
      guard
        let argument = passedValue(
          for: index, of: holder, at: call.file, call.node, caller: call.function),
        let name = caseName(argument.file, argument.node, in: argument.function)
      else { return moved }
      var narrowed = moved
      narrowed.targets = targets(of: cases, for: name)
      return narrowed
    }
    return moved
  }

  private func targets(
    of cases: [(targets: Set<Int32>, arms: [(arm: CaseArm, targets: Set<Int32>)]?)], for name: Int32
  ) -> Set<Int32> {
    var result: Set<Int32> = []
    for registration in cases {
      if let arms = registration.arms {
        result.formUnion(caseTargets(registration.targets, arms: arms, name: name))
      } else {
        result.formUnion(registration.targets)
      }
    }
    return result
  }

  /// Whether a value returned at node `value` of `function` is not returned for the call of
  /// `context`: it lies in an arm of a switch on a parameter that the case passed there does
  /// not take.
  func returnNotTaken(_ value: Int32, of function: Int, context: Int) -> Bool {
    guard context >= 0, let indices = armsByFunction[function] else { return false }
    let call = contexts[context]
    guard call.callee == function, call.file >= 0, call.call >= 0 else { return false }
    let file = functionFile[function]
    let all = files[Int(file)].navigation.arms
    var subjects: [Int32: (arms: [CaseArm], group: [CaseArm])] = [:]
    for index in indices {
      let arm = all[Int(index)]
      guard arm.firstNode <= value, value < arm.endNode else { continue }
      subjects[arm.subject, default: ([], [])].arms.append(arm)
    }
    for (subject, found) in subjects {
      let subjectNode = node(file, subject)
      guard subjectNode.kind == .name,
        let (holder, parameter) = self.parameter(named: subjectNode.symbol, in: function),
        holder == function
      else { continue }
      guard
        let argument = passedValue(
          for: parameter, of: function, at: call.file, call.call, caller: call.caller),
        let name = caseName(argument.file, argument.node, in: argument.function)
      else { continue }
      let group = indices.map { all[Int($0)] }.filter { $0.subject == subject }
      if !found.arms.contains(where: { armTaken($0, in: group, by: name) }) { return true }
    }
    return false
  }
}
