/// Brings the tab a coordinator asks for to the front. Which tab a deep link needs, and what
/// each tab's stack shows, is the coordinators' business.
@MainActor
final class MainTabsPresenter {
  weak var view: (any MainTabsViewInput)?
}

extension MainTabsPresenter: MainTabsModuleInput {
  func show(_ tab: MainTab) {
    view?.select(tab)
  }
}
