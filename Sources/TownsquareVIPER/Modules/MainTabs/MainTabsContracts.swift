import Townsquare

/// The tabs, in the order the tab bar shows them.
enum MainTab: Int, CaseIterable {
  case home, profile
}

/// The tab bar has no view protocols: it shows the modules its wireframe embeds and nothing
/// else, and tab taps are UIKit's own (a re-tap pops to the root without asking app code).
/// Selecting a tab for a deep link is navigation, so it is the wireframe's.
@MainActor
protocol MainTabsWireframeInput: AnyObject {
  /// Dismisses any sheet presented over the tabs, then runs `completion`: at once when there is
  /// none, else when the dismissal is over.
  func dismissPresentedModule(completion: @escaping () -> Void)
  func select(_ tab: MainTab)
}

/// What the app asks of MainTabs: show a deep link.
@MainActor
protocol MainTabsModuleInput: AnyObject {
  func open(_ link: DeepLink)
}

/// How MainTabs tells the app that the user logged out (from Settings, deep in Profile).
@MainActor
protocol MainTabsModuleOutput: AnyObject {
  func mainTabsModuleDidLogOut()
}
