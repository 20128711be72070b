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
  private let context: CoordinatorContext
  /// The router that presents the sheet (the parent's).
  private let presentingRouter: any Router
  /// The sheet's own stack.
  private var router: (any Router)?
  private var isSheetPresented = false

  init(presentingRouter: any Router, context: CoordinatorContext) {
    self.presentingRouter = presentingRouter
    self.context = context
  }

  func start() {
    let router = context.makeTrackedRouter(root: makeEditProfile())
    let sheet = router.rootViewController
    context.track(self, as: .coordinator, anchor: sheet)
    self.router = router
    sheet.presentationController?.delegate = self
    presentingRouter.present(sheet)
    isSheetPresented = true
  }

  /// Ended from outside by a flow that ends with it (logout, expiry): the sheet goes at once,
  /// unanimated, so that the parent can swap the window's root in the same turn.
  func finish() {
    finish(animated: false) {}
  }

  /// Ended from outside by a flow that goes on (a deep link): the sheet goes and `completion`
  /// runs once it has gone (at once when it already has), as UIKit refuses to present, or to
  /// change the stack under the sheet, while the dismissal is in progress.
  func finish(animated: Bool, completion: @escaping () -> Void) {
    finishChildren()
    dismissSheet(animated: animated, completion: completion)
  }

  private func finish(with result: EditProfileResult) {
    dismissSheet(animated: true)
    onFinish?(result)
  }

  private func dismissSheet(animated: Bool, completion: (() -> Void)? = nil) {
    guard isSheetPresented else {
      completion?()
      return
    }
    isSheetPresented = false
    presentingRouter.dismiss(animated: animated, completion: completion)
  }

  // MARK: UIAdaptivePresentationControllerDelegate

  /// The user swiped the sheet down: it is already gone. (Not in WillDismiss: the user may
  /// still cancel the swipe then, and the sheet stays.)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    isSheetPresented = false
    finish(with: .cancelled)
  }

  private func makeEditProfile() -> UIViewController {
    let viewModel = EditProfileViewModel(profile: context.environment.profile)
    let screen = EditProfileViewController(viewModel: viewModel)
    viewModel.onSaved = { [weak self] saved in self?.finish(with: .saved(saved)) }
    viewModel.onCancelled = { [weak self] in self?.finish(with: .cancelled) }
    context.track(viewModel, as: .viewModel, anchor: screen)
    return screen
  }
}
