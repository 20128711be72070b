/// Rule: step wrappers. A pop or dismissal written in a method named for the step (a router's
/// `dismiss()`, `pop()`, `popToRoot()`, not a screen's) is each caller's step, made on what the
/// caller calls it on, four wrappers deep; one named for the module (`dismissModule()`)
/// decides it itself. A method named for a step that nobody in the tree calls (an unused base
/// class's `popFromNavigationController(animated:)`) takes none: dead code navigates nowhere.
/// The names are `Vocabulary`'s step wrappers and verbs.
/// Examples: `StepWrapperTests`.
extension NavigationAnalyzer {
  /// A pop or dismissal written in a method named for the step (a router's `dismiss()`, not
  /// a screen's): the step is each caller's, made on what the caller calls it on.
  func followedWrapper(_ site: EdgeSite, depth: Int) -> [EdgeSite] {
    guard let method = enclosingChain(site.function).last, depth < 4 else { return [site] }
    let fact = function(method)
    let owner = functionOwner[method]
    guard fact.kind == .function, !isScreenCapable(owner),
      Vocabulary.isStepMethodName(name(fact.name))
    else { return [site] }
    let callers = callSites(of: method)
    // A wrapper nobody calls (a base wireframe's `dismiss(animated:)`) takes no step; one
    // named for the module (`dismissModule()`) decides it itself.
    guard !callers.isEmpty else { return [] }
    guard Vocabulary.stepWrappers.contains(name(fact.name)) else { return [site] }
    var result: [EdgeSite] = []
    for caller in callers where caller.function != method {
      result += followedWrapper(moved(site, to: caller), depth: depth + 1)
    }
    return result.isEmpty ? [site] : result
  }

  /// Whether a step is written in (or passed on by) a method named for a step that nobody in
  /// the tree calls (`present(from:entryEntity:)` of a router no screen uses), not a screen's:
  /// dead code takes no step, as a wrapper's pop or dismissal does not.
  func isUncalledWrapper(_ function: Int) -> Bool {
    guard let method = enclosingChain(function).last else { return false }
    let fact = self.function(method)
    // The name is spelled last: this runs for every step followed.
    guard fact.kind == .function, !isScreenCapable(functionOwner[method]),
      callSites(of: method).isEmpty
    else { return false }
    return Vocabulary.isStepMethodName(name(fact.name))
  }
}
