/// Rule: children started through a parameter. A call made on a parameter (`child.start()` in
/// a parent's `coordinate(to child:)` or `startChild(_:)`) runs the method only for the values
/// the callers pass: one parent's `coordinate(to: onboarding)` starts the onboarding flow,
/// whose steps then have that parent's triggers, not every coordinator's `start()` at once.
/// Examples: `ViewModelCoordinatorChainTests`, `EntryTests`.
extension NavigationAnalyzer {
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
}
