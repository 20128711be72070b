import HeadlessUIKit

/// The tabs, in the order the tab bar shows them; `rawValue` is the tab's index.
enum MainTab: Int, CaseIterable {
  case home, profile

  var title: String {
    switch self {
    case .home: "Home"
    case .profile: "Profile"
    }
  }

  var imageName: String {
    switch self {
    case .home: "house"
    case .profile: "person"
    }
  }
}

/// What the presenter tells the tab bar: which tab to show.
///
/// The tab bar reports nothing to a presenter (no view output): tab taps are UIKit's own, and
/// a re-tap pops to the root without asking app code. It has no interactor either: no data,
/// no rule.
@MainActor
protocol MainTabsViewInput: AnyObject {
  func select(_ tab: MainTab)
}

/// What the Main coordinator asks of MainTabs: bring a tab to the front (for a deep link).
/// Nothing happens in the tab bar that a coordinator decides on, so there is no module output.
@MainActor
protocol MainTabsModuleInput: AnyObject {
  func show(_ tab: MainTab)
}
