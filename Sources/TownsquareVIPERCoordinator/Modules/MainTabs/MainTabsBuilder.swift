import HeadlessUIKit

/// Assembles the tab bar around the tabs' stacks, which their coordinators built.
///
/// The view holds no presenter (it reports nothing), so the caller keeps the module input for
/// as long as it keeps the view.
@MainActor
enum MainTabsBuilder {
  static func build(
    dependencies: AppDependencies, stacks: [MainTab: UIViewController]
  ) -> (view: UIViewController, input: any MainTabsModuleInput) {
    let presenter = MainTabsPresenter()
    let view = MainTabsViewController()
    presenter.view = view
    let tabs = MainTab.allCases.compactMap { tab in
      stacks[tab].map { stack in
        stack.tabBarItem = UITabBarItem(
          title: tab.title, image: UIImage(systemName: tab.imageName), tag: tab.rawValue)
        return stack
      }
    }
    view.setViewControllers(tabs, animated: false)
    dependencies.track(presenter, as: .presenter, anchor: view)
    return (view, presenter)
  }
}
