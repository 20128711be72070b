/// Rule: a plain tab bar — a `UITabBarController()` the app makes itself, with no subclass of
/// its own — is a screen, `UITabBarController`: one node for every such construction, named as
/// a view controller the tree does not declare is (by its class, no file). What fills it
/// (`tabBar.viewControllers = [a, b]`, `setViewControllers(_:animated:)`) then gives a `tab`
/// edge from it to each tab's root, and whoever shows it (the window's root, a presentation, a
/// push, a factory's result handed on) an edge to it. A storyboard's tab bar controller scene
/// with no `customClass` is the same node (see `StoryboardScenes` and `StoryboardEdges`).
/// A tree that declares its own `UITabBarController` type keeps it: the rule then adds nothing.
/// Examples: `PlainTabBarTests`, `StoryboardPlainTabBarTests`.
extension NavigationAnalyzer {
  /// The value standing for every plain tab bar: the undeclared screen of that name.
  static let plainTabBar = externalBase - Keyword.uiTabBarController.rawValue

  func isPlainTabBar(_ value: Int32) -> Bool { value == Self.plainTabBar }

  /// The plain tab bar a call makes (`UITabBarController()`, `UITabBarController(nibName:
  /// bundle:)`), else nil. Checked before anything is copied: this runs at every call evaluated.
  func plainTabBarConstruction(_ file: Int32, _ call: Int32, in function: Int) -> Int32? {
    let callee = node(file, node(file, call).child)
    guard callee.kind == .name else { return nil }
    return plainTabBar(named: callee.symbol, file: file, in: function)
  }

  /// The plain tab bar a class name means where `function` is written (a storyboard scene's
  /// class too), else nil: not a local or property of that name, nor a type the tree declares.
  func plainTabBar(named symbol: Int32, file: Int32, in function: Int) -> Int32? {
    guard symbol == Keyword.uiTabBarController.rawValue,
      typesNamed(symbol, from: functionOwner[function]).isEmpty,
      !isVariable(file, symbol, in: function)
    else { return nil }
    return Self.plainTabBar
  }
}
