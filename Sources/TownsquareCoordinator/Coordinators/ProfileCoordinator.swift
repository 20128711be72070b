import HeadlessUIKit
import Townsquare

/// The Profile tab: MyProfile at the root of its stack. Starts two kinds of child: Settings,
/// which pushes onto this same stack, and EditProfile, which presents a sheet with its own.
///
/// Result style: **delegate** (``ProfileCoordinatorDelegate``) — it passes logout up; it has
/// no result of its own, as it lives as long as MainTabs.
@MainActor
final class ProfileCoordinator: Coordinator {
  weak var delegate: (any ProfileCoordinatorDelegate)?
  var childCoordinators: [any Coordinator] = []
  private let context: CoordinatorContext
  private var router: (any Router)?
  /// The root screen, reused when a deep link replaces the stack above it.
  private weak var myProfile: UIViewController?
  private weak var myProfileViewModel: MyProfileViewModel?

  init(context: CoordinatorContext) {
    self.context = context
  }

  /// The Profile stack, for the tab bar; nil until `start()`.
  var rootViewController: UIViewController? { router?.rootViewController }

  func start() {
    let screen = makeMyProfile()
    let router = context.makeTrackedRouter(root: screen)
    context.track(self, as: .coordinator, anchor: router.rootViewController)
    self.router = router
    myProfile = screen
  }

  /// Ends Settings and EditProfile; EditProfile dismisses its sheet if it is still up.
  func finish() {
    finishChildren()
  }

  /// Ends EditProfile if its sheet is up (a deep link first takes any sheet down), then runs
  /// `completion` once the sheet is gone — at once when there is none.
  func finishPresentedFlow(then completion: @escaping () -> Void) {
    guard let editProfile = child(ofType: EditProfileCoordinator.self) else { return completion() }
    removeChild(editProfile)
    editProfile.finish(animated: true, completion: completion)
  }

  /// `[MyProfile > Settings]` in one step, or `[MyProfile]` with EditProfile presented. A
  /// Settings flow already on the stack ends by itself when the new stack drops its screen.
  func route(_ link: DeepLink) {
    guard let myProfile, let router else { return }
    switch link {
    case .settings:
      let settings = makeSettingsCoordinator(router: router)
      addChild(settings)
      settings.start(above: myProfile)
    case .editProfile:
      router.setStack([myProfile])
      showEditProfile()
    case .post, .user: break
    }
  }

  private func showSettings() {
    guard let router else { return }
    startChild(makeSettingsCoordinator(router: router))
  }

  /// Settings shares this tab's router: its screens go on this stack.
  private func makeSettingsCoordinator(router: any Router) -> SettingsCoordinator {
    let settings = SettingsCoordinator(router: router, context: context)
    settings.delegate = self
    return settings
  }

  private func showEditProfile() {
    guard let router else { return }
    let editProfile = EditProfileCoordinator(presentingRouter: router, context: context)
    editProfile.onFinish = { [weak self, weak editProfile] result in
      guard let self, let editProfile else { return }
      removeChild(editProfile)
      if case .saved(let profile) = result { myProfileViewModel?.show(profile) }
    }
    startChild(editProfile)
  }

  private func makeMyProfile() -> UIViewController {
    let viewModel = MyProfileViewModel(profile: context.environment.profile)
    let screen = MyProfileViewController(viewModel: viewModel)
    viewModel.onEdit = { [weak self] in self?.showEditProfile() }
    viewModel.onSettings = { [weak self] in self?.showSettings() }
    context.track(viewModel, as: .viewModel, anchor: screen)
    myProfileViewModel = viewModel
    return screen
  }
}

extension ProfileCoordinator: SettingsCoordinatorDelegate {
  func settingsCoordinatorDidFinish(_ coordinator: SettingsCoordinator) {
    removeChild(coordinator)
  }

  func settingsCoordinatorDidLogOut(_ coordinator: SettingsCoordinator) {
    delegate?.profileCoordinatorDidLogOut(self)
  }
}
