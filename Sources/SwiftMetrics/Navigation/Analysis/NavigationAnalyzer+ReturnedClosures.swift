/// Rule: a closure a method returns, whose result is assigned to a screen's output
/// (`tabbarView.onItemFlowSelect = runItemFlow()`, `runItemFlow()` returning `{ nav in … }`),
/// is that screen's output: it runs when the screen calls it, so its steps come from the
/// screen, not from whoever ran the method that wired it.
/// Examples: `TabClosureTests`.
extension NavigationAnalyzer {
  /// The screens whose output a returned closure is assigned to; empty when it is not one.
  func returnedClosureScreens(_ closure: Int) -> Set<Int32> {
    let fact = function(closure)
    guard fact.kind == .closure, fact.parent >= 0 else { return [] }
    let file = functionFile[closure]
    let parent = functionBase[Int(file)] + Int(fact.parent)
    let facts = files[Int(file)].navigation
    let local = Int32(closure - functionBase[Int(file)])
    let returned = statementsOf[parent].contains { index in
      let statement = facts.statements[Int(index)]
      guard statement.kind == .returnValue || statement.kind == .expression,
        statement.value >= 0
      else { return false }
      let value = facts.nodes[Int(statement.value)]
      return value.kind == .closure && value.symbol == local
    }
    guard returned else { return [] }
    var result: Set<Int32> = []
    for site in callSites(of: parent) {
      let statements = files[Int(site.file)].navigation.statements
      for index in statementsOf[site.function] {
        let statement = statements[Int(index)]
        guard statement.kind == .assign, statement.value == site.node, statement.target >= 0
        else { continue }
        let target = node(site.file, statement.target)
        guard target.kind == .member, target.child >= 0 else { continue }
        for object in values(site.file, target.child, in: site.function, context: -1)
        where object >= 0 {
          result.formUnion(companionsOf(object))
        }
      }
    }
    return result
  }
}

/// Rule: a tab bar controller has no stack of its own, so a stack's root set in answer to its
/// event (the closures it calls with one of its tabs' navigation controllers) fills one of its
/// tabs: a `tab` edge, not a `setViewControllers` from it.
extension NavigationAnalyzer {
  /// The kind of an edge from `from` decided by `site`.
  func kind(of site: EdgeSite, from: Int32) -> NavigationEdgeKind {
    guard site.kind == .setViewControllers, from >= 0, isTabBarController(from),
      !site.receivers.contains(from)
    else { return site.kind }
    return .tab
  }
}
