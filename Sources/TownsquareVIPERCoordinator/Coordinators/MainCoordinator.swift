import HeadlessUIKit
import Townsquare

/// The logged-in app: MainTabs with one child coordinator per tab (Home, Profile), each owning
/// its tab's navigation stack. Routes deep links to the tab they belong to.
///
/// Result style: **delegate** (``MainCoordinatorDelegate``) — it passes logout up from the
/// Profile tab; session expiry comes from above and needs no report.
@MainActor
final class MainCoordinator: Coordinator {
  weak var delegate: (any MainCoordinatorDelegate)?
  var childCoordinators: [any Coordinator] = []
  private let dependencies: AppDependencies
  /// The tab bar and its module: the tab bar reports nothing, so its module lives as long as
  /// this flow keeps it.
  private var tabs: UIViewController?
  private var mainTabs: (any MainTabsModuleInput)?

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// The tab bar controller, for the parent to make the window's root; nil until `start()`.
  var rootViewController: UIViewController? { tabs }

  func start() {
    let home = HomeCoordinator(dependencies: dependencies)
    let profile = ProfileCoordinator(dependencies: dependencies)
    profile.delegate = self
    startChild(home)
    startChild(profile)
    var stacks: [MainTab: UIViewController] = [:]
    stacks[.home] = home.rootViewController
    stacks[.profile] = profile.rootViewController
    let module = MainTabsBuilder.build(dependencies: dependencies, stacks: stacks)
    dependencies.track(self, as: .coordinator, anchor: module.view)
    tabs = module.view
    mainTabs = module.input
  }

  /// Ends both tabs' flows, so that a sheet one of them presents is dismissed before the
  /// parent swaps the window's root.
  func finish() {
    finishChildren()
  }

  /// Shows `link`: any sheet goes first (UIKit refuses a present while a dismissal is in
  /// flight, so the rest waits for it), then the link's tab is brought to the front and told
  /// to show it; the other tab's stack is left as it is.
  func route(_ link: DeepLink) {
    guard let profileCoordinator else { return }
    profileCoordinator.finishPresentedFlow { [weak self] in self?.show(link) }
  }

  private func show(_ link: DeepLink) {
    switch link {
    case .post, .user:
      mainTabs?.show(.home)
      homeCoordinator?.route(link)
    case .settings, .editProfile:
      mainTabs?.show(.profile)
      profileCoordinator?.route(link)
    }
  }

  private var homeCoordinator: HomeCoordinator? { child(ofType: HomeCoordinator.self) }
  private var profileCoordinator: ProfileCoordinator? { child(ofType: ProfileCoordinator.self) }
}

extension MainCoordinator: ProfileCoordinatorDelegate {
  func profileCoordinatorDidLogOut(_ coordinator: ProfileCoordinator) {
    delegate?.mainCoordinatorDidLogOut(self)
  }
}
