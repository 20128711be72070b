import HeadlessUIKit
import Townsquare

/// EditProfile in a sheet: its own navigation stack (its own router), presented by the
/// parent's router. Hears a user's swipe-down as the sheet's presentation delegate.
///
/// Result style: **typed completion** — `onFinish` carries ``EditProfileResult``: the saved
/// profile, which the parent shows (no appearance callback reaches a sheet's presenter), or
/// cancellation.
@MainActor
final class EditProfileCoordinator: Coordinator, UIAdaptivePresentationControllerDelegate {
  var onFinish: ((EditProfileResult) -> Void)?
  var childCoordinators: [any Coordinator] = []
  let context: CoordinatorContext
  private let profile: Profile
  private let presenter: any Router
  /// The sheet's own stack.
  private var router: (any Router)?
  private var isSheetPresented = false

  /// `presenter` is the router that presents the sheet (the parent's).
  init(profile: Profile, presenter: any Router, context: CoordinatorContext) {
    self.profile = profile
    self.presenter = presenter
    self.context = context
  }

  func start() {
    let router = context.makeTrackedRouter(root: makeEditProfile())
    let sheet = router.rootViewController
    context.track(self, as: .coordinator, anchor: sheet)
    self.router = router
    /// Planted fault `coordinator.ignoreSheetSwipe`: the sheet gets no presentation delegate,
    /// so a user's swipe-down dismisses it behind the coordinator's back and the finished flow
    /// stays in its parent's children, keeping the sheet's controllers alive.
    if !context.environment.isPlanted(.coordinatorIgnoreSheetSwipe) {
      sheet.presentationController?.delegate = self
    }
    presenter.present(sheet)
    isSheetPresented = true
  }

  /// Ended from outside (a deep link, logout, expiry): takes the sheet down if it is up.
  func finish() {
    finishChildren()
    dismissSheet()
  }

  private func finish(with result: EditProfileResult) {
    dismissSheet()
    onFinish?(result)
  }

  private func dismissSheet() {
    guard isSheetPresented else { return }
    isSheetPresented = false
    presenter.dismiss()
  }

  // MARK: UIAdaptivePresentationControllerDelegate

  /// The user swiped the sheet down: it is already gone.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    isSheetPresented = false
    finish(with: .cancelled)
  }

  private func makeEditProfile() -> UIViewController {
    let viewModel = EditProfileViewModel(profile: context.environment.profile, editing: profile)
    let screen = EditProfileViewController(viewModel: viewModel)
    viewModel.onSaved = { [weak self] saved in self?.finish(with: .saved(saved)) }
    viewModel.onCancelled = { [weak self] in self?.finish(with: .cancelled) }
    context.track(viewModel, as: .presenter, anchor: screen)
    return screen
  }
}
