/// Rule: a static call on a screen type that yields nothing else the analysis knows is that
/// screen — the storyboard and nib helpers apps add to every view controller
/// (`SettingsViewController.instantiate()`, `PostsViewController.instantiateFromStoryboard(
/// "Posts")`, `DetailViewController.fromNib()`), usually a protocol extension returning `Self`
/// or a generic `T`, which the analysis does not instantiate. When the method is declared to
/// return `Self` (`class func controllerFromStoryboard(_:) -> Self` in an extension of
/// `UIViewController`), the call is that screen whatever its body computes.
extension NavigationAnalyzer {
  /// The screen type `X` of a call `X.method(…)` whose method, wherever the tree declares it,
  /// is declared to return `Self`.
  func selfTypedFactoryScreen(_ file: Int32, _ call: Int32, in function: Int) -> Int32? {
    let callee = node(file, call).child
    guard callee >= 0, selfTypeSymbol >= 0 else { return nil }
    let member = node(file, callee)
    guard member.kind == .member, member.child >= 0, node(file, member.child).kind == .name
    else { return nil }
    let named = functions(named: member.symbol)
    guard !named.isEmpty, named.allSatisfy({ self.function($0).returnType == selfTypeSymbol })
    else { return nil }
    return staticFactoryScreen(file, call, in: function)
  }

  /// The screen type `X` of a call `X.method(…)`, when `X` names a screen type of the tree
  /// (not a variable of that name).
  func staticFactoryScreen(_ file: Int32, _ call: Int32, in function: Int) -> Int32? {
    // Cheapest checks first: this runs for every call whose value is otherwise unknown.
    let callee = node(file, call).child
    guard callee >= 0 else { return nil }
    let member = node(file, callee)
    guard member.kind == .member, member.child >= 0 else { return nil }
    let base = node(file, member.child)
    guard base.kind == .name else { return nil }
    let types = typesNamed(base.symbol, from: functionOwner[function]).filter(isScreenCapable)
    guard types.count == 1, !isVariable(file, base.symbol, in: function) else { return nil }
    return types[0]
  }
}
