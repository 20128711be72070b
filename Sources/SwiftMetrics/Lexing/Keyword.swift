/// Words the analyser recognises, interned first and in this order, so that a keyword's symbol
/// is its raw value and the hot loops compare integers, never strings.
///
/// Reserved words (`kind == .keyword`) come first; from `actor` on, the words are contextual
/// (they stay identifiers) or are names the navigation analysis looks for.
enum Keyword: Int32, CaseIterable {
  // Reserved: never an identifier unless backticked.
  case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`
  case `init`, `inout`, `internal`, `let`, `operator`, `private`, `precedencegroup`, `protocol`
  case `public`, `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`, `break`, `case`
  case `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`, `guard`, `if`
  case `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`, `Any`, `as`, `false`, `is`
  case `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
  // Contextual keywords and directive words: identifiers to the lexer.
  case actor, any, some, get, set, willSet, didSet, weak, unowned, lazy, final, override
  case mutating, nonmutating, convenience, required, optional, dynamic, indirect, nonisolated
  case async, await, elseif, endif, open, package, distributed, macro, consuming, borrowing
  // Navigation steps (`Vocabulary`'s, in its order), then the argument labels their
  // signatures are told apart by.
  case pushViewController, popViewController, popToRootViewController, popToViewController
  case present, dismiss, setViewControllers, setRootViewController, setSelectedIndex
  case show, showDetailViewController, rootViewController, viewControllers, selectedIndex
  case navigationDestination, sheet, fullScreenCover, popover
  case animated, sender
  // Framework navigation types that become graph nodes when referenced; from here on, names
  // may be type references.
  case uiNavigationController, uiTabBarController, uiSplitViewController, uiWindow
  // SwiftUI's navigating views (navigation steps too).
  case navigationLink, tabView, windowGroup

  /// Symbols below this are reserved words.
  static let reservedCount: Int32 = Keyword.actor.rawValue
  /// The navigation steps the declaration parser recognises by name: two runs of keywords.
  static let navigationSteps = Keyword.pushViewController.rawValue...Keyword.popover.rawValue
  static let swiftUINavigationViews = Keyword.navigationLink.rawValue...Keyword.windowGroup.rawValue

  /// Whether a symbol is one of the navigation steps' keywords.
  @inline(__always)
  static func isNavigationStep(_ symbol: Int32) -> Bool {
    navigationSteps.contains(symbol) || swiftUINavigationViews.contains(symbol)
  }

  var spelling: String {
    switch self {
    case .uiNavigationController: return "UINavigationController"
    case .uiTabBarController: return "UITabBarController"
    case .uiSplitViewController: return "UISplitViewController"
    case .uiWindow: return "UIWindow"
    case .navigationLink: return "NavigationLink"
    case .tabView: return "TabView"
    case .windowGroup: return "WindowGroup"
    default: return String(describing: self)
    }
  }
}
