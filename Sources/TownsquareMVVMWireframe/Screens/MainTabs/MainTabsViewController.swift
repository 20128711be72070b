import HeadlessUIKit

/// The tab container of the logged-in app. It knows its tabs' names and order, not what they
/// show: each tab's stack is handed to it whole. It has no screen name; the notation writes
/// it `Tabs`.
final class MainTabsViewController: UITabBarController {
  /// The tabs, in order; `rawValue` is the tab's index.
  @MainActor
  enum Tab: Int, CaseIterable {
    case home, profile

    var title: String {
      switch self {
      case .home: "Home"
      case .profile: "Profile"
      }
    }

    var item: UITabBarItem {
      switch self {
      case .home: UITabBarItem(title: title, image: UIImage(systemName: "house"), tag: rawValue)
      case .profile:
        UITabBarItem(title: title, image: UIImage(systemName: "person"), tag: rawValue)
      }
    }
  }

  override init() {
    super.init()
  }

  /// Installs one stack per tab, in tab order, each with its tab's item.
  func setTabs(_ stacks: [Tab: UIViewController]) {
    let ordered = Tab.allCases.compactMap { tab in
      stacks[tab].map { stack in
        stack.tabBarItem = tab.item
        return stack
      }
    }
    setViewControllers(ordered, animated: false)
  }

  /// Selects `tab` in code (no delegate call, as in UIKit).
  func select(_ tab: Tab) {
    selectedIndex = tab.rawValue
  }
}
