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
  // Navigation calls and assignments (see `NavigationVocabulary`), then the argument label
  // their signatures are told apart by.
  case pushViewController, popViewController, popToRootViewController, popToViewController
  case present, dismiss, setViewControllers, setRootViewController, setSelectedIndex
  case rootViewController, viewControllers, animated
  // Framework navigation types that become graph nodes when referenced.
  case uiNavigationController, uiTabBarController, uiSplitViewController, uiWindow

  /// Symbols below this are reserved words.
  static let reservedCount: Int32 = Keyword.actor.rawValue

  var spelling: String {
    switch self {
    case .uiNavigationController: return "UINavigationController"
    case .uiTabBarController: return "UITabBarController"
    case .uiSplitViewController: return "UISplitViewController"
    case .uiWindow: return "UIWindow"
    default: return String(describing: self)
    }
  }
}
