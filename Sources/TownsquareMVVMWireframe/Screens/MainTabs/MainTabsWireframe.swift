import HeadlessUIKit
import Townsquare

/// Assembles MainTabs: builds the Feed and MyProfile modules through their wireframes, each at
/// the root of its tab's navigation stack. Routes deep links to the tab that shows them (any
/// sheet first) and passes logout up from the Profile tab.
///
/// The tab bar has no view model: it shows the stacks it is given and nothing else, so which
/// link goes where is this wireframe's, whether a link applies at all the root wireframe's.
@MainActor
final class MainTabsWireframe {
  private let dependencies: ModuleDependencies
  /// Weak: the window owns the tab bar, and each tab's view model belongs to its screen.
  weak var tabBarController: MainTabsViewController?
  weak var feedModule: (any FeedModuleInput)?
  weak var myProfileModule: (any MyProfileModuleInput)?
  private weak var moduleOutput: (any MainTabsModuleOutput)?

  init(dependencies: ModuleDependencies, output: any MainTabsModuleOutput) {
    self.dependencies = dependencies
    moduleOutput = output
  }

  /// The tab bar and its wireframe, which the caller keeps as long as it shows the tab bar.
  static func buildModule(
    dependencies: ModuleDependencies, output: any MainTabsModuleOutput
  ) -> (viewController: UIViewController, wireframe: MainTabsWireframe) {
    let wireframe = MainTabsWireframe(dependencies: dependencies, output: output)
    let view = MainTabsViewController()
    wireframe.tabBarController = view

    let feed = FeedWireframe.buildModule(dependencies: dependencies)
    let myProfile = MyProfileWireframe.buildModule(dependencies: dependencies, output: wireframe)
    wireframe.feedModule = feed.input
    wireframe.myProfileModule = myProfile.input
    var stacks: [MainTabsViewController.Tab: UIViewController] = [:]
    stacks[.home] = UINavigationController(rootViewController: feed.viewController)
    stacks[.profile] = UINavigationController(rootViewController: myProfile.viewController)
    view.setTabs(stacks)

    dependencies.register(wireframe, as: .wireframe, anchor: .viewController(view))
    return (view, wireframe)
  }

  /// UIKit refuses a presentation, or a change of a stack under the sheet, while the sheet's
  /// dismissal is in progress: what follows waits for the dismissal's completion.
  func dismissPresentedModule(completion: @escaping () -> Void) {
    guard let tabBarController, tabBarController.presentedViewController != nil else {
      return completion()
    }
    tabBarController.dismiss(animated: true, completion: completion)
  }

  private func show(_ link: DeepLink) {
    switch link {
    case .post(let id):
      tabBarController?.select(.home)
      feedModule?.showPost(id: id)
    case .user(let id):
      tabBarController?.select(.home)
      feedModule?.showUser(id: id)
    case .settings:
      tabBarController?.select(.profile)
      myProfileModule?.showSettings()
    case .editProfile:
      tabBarController?.select(.profile)
      myProfileModule?.showEditProfile()
    }
  }
}

extension MainTabsWireframe: MainTabsModuleInput {
  /// Any sheet goes first; the link's screen is shown once it has gone.
  func open(_ link: DeepLink) {
    dismissPresentedModule { [weak self] in self?.show(link) }
  }
}

extension MainTabsWireframe: MyProfileModuleOutput {
  func myProfileModuleDidLogOut() {
    moduleOutput?.mainTabsModuleDidLogOut()
  }
}
