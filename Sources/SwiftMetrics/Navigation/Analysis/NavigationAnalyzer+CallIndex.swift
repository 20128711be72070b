/// Who calls what: calls and assignments indexed by name, the callees of a call and the
/// call sites of a function.
extension NavigationAnalyzer {
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
    var candidates: [CallSite] = []
    if fact.kind == .initializer {
      let owner = functionOwner[function]
      if owner >= 0 { candidates += callsByName[graph.nodes[Int(owner)].symbol] ?? [] }
      candidates += callsByName[words.initializer] ?? []
    } else if fact.name >= 0 {
      candidates = callsByName[fact.name] ?? []
    }
    let result = candidates.filter { callees($0).contains(function) }
    callSitesMemo[function] = result
    return result
  }
}
