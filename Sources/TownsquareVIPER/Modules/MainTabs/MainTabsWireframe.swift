import HeadlessUIKit

/// Assembles MainTabs: builds the Feed and MyProfile modules through their wireframes, each at
/// the root of its tab's navigation stack; dismisses sheets and selects tabs for deep links.
///
/// No interactor: the module has no data and no rule of its own — which link goes where is the
/// presenter's, whether a link applies at all is the root wireframe's.
@MainActor
final class MainTabsWireframe: MainTabsWireframeInput {
  /// Weak: the view owns the module, and the window owns the view.
  private weak var tabBarController: UITabBarController?

  static func buildModule(
    dependencies: ModuleDependencies, output: any MainTabsModuleOutput
  ) -> (viewController: UIViewController, input: any MainTabsModuleInput) {
    let wireframe = MainTabsWireframe()
    let presenter = MainTabsPresenter(wireframe: wireframe, moduleOutput: output)
    let view = MainTabsViewController(output: presenter)
    presenter.view = view
    wireframe.tabBarController = view

    let feed = FeedWireframe.buildModule(dependencies: dependencies)
    let myProfile = MyProfileWireframe.buildModule(dependencies: dependencies, output: presenter)
    presenter.feedModule = feed.input
    presenter.myProfileModule = myProfile.input
    let home = UINavigationController(rootViewController: feed.viewController)
    home.tabBarItem = UITabBarItem(
      title: "Home", image: UIImage(systemName: "house"), tag: MainTab.home.rawValue)
    let profile = UINavigationController(rootViewController: myProfile.viewController)
    profile.tabBarItem = UITabBarItem(
      title: "Profile", image: UIImage(systemName: "person"), tag: MainTab.profile.rawValue)
    view.setViewControllers([home, profile], animated: false)

    dependencies.registerModule(
      presenter: presenter, interactor: nil, wireframe: wireframe, viewController: view)
    return (view, presenter)
  }

  func dismissPresentedModule() {
    guard let tabBarController, tabBarController.presentedViewController != nil else { return }
    tabBarController.dismiss(animated: true)
  }

  func select(_ tab: MainTab) {
    guard let tabBarController, tabBarController.selectedIndex != tab.rawValue else { return }
    tabBarController.setSelectedIndex(tab.rawValue)
  }
}
