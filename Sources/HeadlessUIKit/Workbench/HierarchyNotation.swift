/// The canonical one-line description of a window, e.g.
/// `Tabs{Home:[Feed > PostDetail(3)], Profile*:[MyProfile]} ^ [EditProfile]`:
/// `[A > B]` a navigation stack bottom to top, `Tabs{…}` a tab bar in tab order with `*` on the
/// selected tab, `X ^ [A]` the chain of presentations over the root, a bare name a controller in
/// no container. Swift type names never appear; a controller with no `screenName` is `?`.
@MainActor
public enum HierarchyNotation {
  /// What an empty window (no root) is written as.
  public static let emptyWindow = "(empty)"

  public static func render(_ window: UIWindow) -> String {
    let chain = window.presentationChain
    guard !chain.isEmpty else { return emptyWindow }
    return chain.map(describe).joined(separator: " ^ ")
  }

  /// One controller with what it contains (not what it presents).
  public static func describe(_ controller: UIViewController) -> String {
    if let navigation = controller as? UINavigationController {
      return describeStack(navigation.stack)
    }
    if let tabs = controller as? UITabBarController {
      let selected = tabs.selectedViewController
      let entries = tabs.children.map { tab in
        tab.tabName + (tab === selected ? "*" : "") + ":" + describe(tab)
      }
      return "Tabs{" + entries.joined(separator: ", ") + "}"
    }
    return controller.notationName
  }

  public static func describeStack(_ stack: [UIViewController]) -> String {
    "[" + stack.map(describe).joined(separator: " > ") + "]"
  }
}
