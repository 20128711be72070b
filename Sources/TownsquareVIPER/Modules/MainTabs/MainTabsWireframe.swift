import HeadlessUIKit

/// Assembles MainTabs: builds the Feed and MyProfile modules through their wireframes, each at
/// the root of its tab's navigation stack; dismisses sheets and selects tabs for deep links.
///
/// No interactor: the module has no data and no rule of its own — which link goes where is the
/// presenter's, whether a link applies at all is the root wireframe's.
@MainActor
final class MainTabsWireframe: MainTabsWireframeInput {
  private let dependencies: ModuleDependencies
  /// Weak: the view owns the module, and the window owns the view.
  weak var tabBarController: UITabBarController?

  init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  static func buildModule(
    dependencies: ModuleDependencies, output: any MainTabsModuleOutput
  ) -> (viewController: UIViewController, input: any MainTabsModuleInput) {
    let wireframe = MainTabsWireframe(dependencies: dependencies)
    let presenter = MainTabsPresenter(wireframe: wireframe, moduleOutput: output)
    let view = MainTabsViewController(module: presenter)
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

    dependencies.registerModule(presenter: presenter, wireframe: wireframe, viewController: view)
    return (view, presenter)
  }

  /// UIKit refuses a presentation, or a change of a stack under the sheet, while the sheet's
  /// dismissal is in progress: what follows waits for the dismissal's completion.
  func dismissPresentedModule(completion: @escaping () -> Void) {
    guard let tabBarController, tabBarController.presentedViewController != nil else {
      return completion()
    }
    tabBarController.dismiss(animated: true, completion: completion)
  }

  func select(_ tab: MainTab) {
    guard let tabBarController, tabBarController.selectedIndex != tab.rawValue else { return }
    tabBarController.selectedIndex = tab.rawValue
  }
}
