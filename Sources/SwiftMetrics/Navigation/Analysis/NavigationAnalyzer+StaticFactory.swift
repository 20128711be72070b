/// Rule: a static call on a screen type that yields nothing else the analysis knows is that
/// screen — the storyboard and nib helpers apps add to every view controller
/// (`SettingsViewController.instantiate()`, `PostsViewController.instantiateFromStoryboard(
/// "Posts")`, `DetailViewController.fromNib()`), usually a protocol extension returning `Self`
/// or a generic `T`, which the analysis does not instantiate. When the method is declared to
/// return `Self` (`class func controllerFromStoryboard(_:) -> Self` in an extension of
/// `UIViewController`), the call is that screen whatever its body computes.
/// Examples: `StaticFactoryScreenTests`.
extension NavigationAnalyzer {
  /// The screen type `X` of a call `X.method(…)` whose method, wherever the tree declares it,
  /// is declared to return `Self`.
  func selfTypedFactoryScreen(_ file: Int32, _ call: Int32, in function: Int) -> Int32? {
    // Checked without allocating: this runs for every call evaluated.
    guard !selfTypedFactories.isEmpty else { return nil }
    let callee = node(file, call).child
    guard callee >= 0 else { return nil }
    let member = node(file, callee)
    guard member.kind == .member, member.child >= 0, node(file, member.child).kind == .name,
      selfTypedFactories.contains(member.symbol)
    else { return nil }
    return staticFactoryScreen(file, call, in: function)
  }

  /// The names of methods every declaration of which is declared to return `Self`.
  func selfTypedFactoryNames() -> Set<Int32> {
    guard let selfSymbol = symbols.lookup("Self") else { return [] }
    var declaredSelf: Set<Int32> = []
    var declaredOther: Set<Int32> = []
    for index in 0..<functionOwner.count {
      let fact = self.function(index)
      guard fact.name >= 0, fact.kind == .function else { continue }
      if fact.returnType == selfSymbol {
        declaredSelf.insert(fact.name)
      } else {
        declaredOther.insert(fact.name)
      }
    }
    return declaredSelf.subtracting(declaredOther)
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
