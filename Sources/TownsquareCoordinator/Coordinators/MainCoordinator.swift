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
  private let context: CoordinatorContext
  private let tabs = MainTabsViewController()

  init(context: CoordinatorContext) {
    self.context = context
  }

  /// The tab bar controller, for the parent to make the window's root.
  var rootViewController: UIViewController { tabs }

  func start() {
    context.track(self, as: .coordinator, anchor: tabs)
    let home = HomeCoordinator(context: context)
    let profile = ProfileCoordinator(context: context)
    profile.delegate = self
    startChild(home)
    startChild(profile)
    var stacks: [MainTabsViewController.Tab: UIViewController] = [:]
    stacks[.home] = home.rootViewController
    stacks[.profile] = profile.rootViewController
    tabs.setTabs(stacks)
  }

  /// Ends both tabs' flows, so that a sheet one of them presents is dismissed before the
  /// parent swaps the window's root.
  func finish() {
    finishChildren()
  }

  /// Shows `link`: any sheet goes first (UIKit refuses a present while a dismissal is in
  /// flight, so the rest waits for it), then the link's tab is selected and told to show it;
  /// the other tab's stack is left as it is. Only the Profile tab's flows present a sheet, and
  /// the flow that presented one ends it (so that its child is let go), hence the one call.
  func route(_ link: DeepLink) {
    guard let profileCoordinator else { return }
    profileCoordinator.finishPresentedFlow { [weak self] in self?.show(link) }
  }

  private func show(_ link: DeepLink) {
    switch link {
    case .post, .user:
      tabs.select(.home)
      homeCoordinator?.route(link)
    case .settings, .editProfile:
      tabs.select(.profile)
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
