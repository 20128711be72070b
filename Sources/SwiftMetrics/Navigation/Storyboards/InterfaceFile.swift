/// What the navigation graph reads of one `.storyboard` or `.xib` file: its scenes' view
/// controllers and the segues drawn between them.
struct InterfaceFile: Sendable, Equatable {
  /// One view controller of a scene.
  struct Controller: Sendable, Equatable {
    /// The element: `viewController`, `navigationController`, `tabBarController`, …
    var element: String
    /// Interface Builder's object id, which segues name as their destination.
    var id: String
    /// The Swift class (`customClass`), nil for a framework controller used as it is.
    var customClass: String?
    var storyboardIdentifier: String?
    /// For a storyboard reference (`viewControllerPlaceholder`): the storyboard it names
    /// (this one when nil) and the storyboard id there (its initial controller when nil).
    var referencedStoryboard: String? = nil
    var referencedIdentifier: String? = nil
    var line: Int

    /// A tab bar controller scene used as it is (no `customClass`): the graph's plain
    /// `UITabBarController` (see `NavigationAnalyzer+PlainTabBars`).
    var isPlainTabBar: Bool { element == "tabBarController" && customClass == nil }

    /// The class the scene shows: its own, or `UITabBarController` for a plain tab bar.
    var shownClass: String? { isPlainTabBar ? InterfaceFile.plainTabBar : customClass }
  }

  static let plainTabBar = "UITabBarController"

  /// A segue, wherever it is drawn from in its scene (the controller itself, a button, a cell).
  struct Segue: Sendable, Equatable {
    /// The id of the controller whose scene it is drawn in.
    var source: String
    var destination: String
    /// `show`, `presentation`, `relationship`, `embed`, `unwind`, …
    var kind: String
    var identifier: String?
    /// For a relationship: `rootViewController`, `viewControllers`, …
    var relationship: String?
    var line: Int
  }

  var path: String
  var initialController: String?
  var controllers: [Controller] = []
  var segues: [Segue] = []
}
