/// Who triggers a function — the `from` of the edges decided in it: the screen whose code it
/// is (or whose presenter, view model, interactor or wireframe it belongs to), the screen
/// whose output a closure handles (`viewModel.onSelect = { … }`), else whoever calls it,
/// back to a screen or to an entry point (the launch, a deep link, another event).
extension NavigationAnalyzer {
  static let launchSource: Int32 = -1
  static let deepLinkSource: Int32 = -2
  static let eventSource: Int32 = -3

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
      return closureUpstream(function)
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

}
