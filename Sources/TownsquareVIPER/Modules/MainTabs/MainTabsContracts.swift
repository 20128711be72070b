import Townsquare

/// The tabs, in the order the tab bar shows them.
enum MainTab: Int, CaseIterable {
  case home, profile
}

/// Empty on purpose: the tab bar shows the modules its wireframe embeds and nothing else.
@MainActor
protocol MainTabsViewInput: AnyObject {}

/// Empty on purpose: tab taps are UIKit's own (a re-tap pops to the root without asking app
/// code); the view holds its presenter only so that the module lives exactly as long as it.
@MainActor
protocol MainTabsViewOutput: AnyObject {}

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
