import HeadlessUIKit

/// The tab bar of the logged-in app. It knows its tabs' order, not what they show: each tab's
/// stack is handed to it whole. It has no `screenName`: the notation writes it `Tabs{…}`.
@MainActor
final class MainTabsViewController: UITabBarController {}

extension MainTabsViewController: MainTabsViewInput {
  /// Selects in code, so UIKit asks no delegate, as for any `selectedIndex` change.
  func select(_ tab: MainTab) {
    selectedIndex = tab.rawValue
  }
}
