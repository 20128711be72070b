import Townsquare

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
