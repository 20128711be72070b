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
  private let dependencies: AppDependencies
  /// The router that presents the sheet (the parent's).
  private let presentingRouter: any Router
  /// The sheet's own stack.
  private var router: (any Router)?
  private var isSheetPresented = false

  init(presentingRouter: any Router, dependencies: AppDependencies) {
    self.presentingRouter = presentingRouter
    self.dependencies = dependencies
  }

  func start() {
    let screen = EditProfileBuilder.build(dependencies: dependencies, output: self)
    let router = dependencies.makeTrackedRouter(root: screen)
    let sheet = router.rootViewController
    dependencies.track(self, as: .coordinator, anchor: sheet)
    self.router = router
    sheet.presentationController?.delegate = self
    presentingRouter.present(sheet)
    isSheetPresented = true
  }

  /// Ended from outside by a teardown (logout, expiry): the sheet goes at once, unanimated, as
  /// the root swap that follows must find nothing presented.
  func finish() {
    finish(animated: false) {}
  }

  /// Ended from outside by a deep link: the sheet goes, then `completion` runs (at once when
  /// the sheet is already gone).
  func finish(animated: Bool, completion: @escaping () -> Void) {
    finishChildren()
    closeSheet(animated: animated, completion: completion)
  }

  private func finish(with result: EditProfileResult) {
    closeSheet(animated: true, completion: nil)
    onFinish?(result)
  }

  private func closeSheet(animated: Bool, completion: (() -> Void)?) {
    guard isSheetPresented else {
      completion?()
      return
    }
    isSheetPresented = false
    presentingRouter.dismiss(animated: animated, completion: completion)
  }

  // MARK: UIAdaptivePresentationControllerDelegate

  /// The user swiped the sheet down and it is gone. Only here: a swipe the user gives up on
  /// sends `WillDismiss` but not this.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    isSheetPresented = false
    finish(with: .cancelled)
  }
}

extension EditProfileCoordinator: EditProfileModuleOutput {
  func editProfileModule(didSave profile: Profile) {
    finish(with: .saved(profile))
  }

  func editProfileModuleDidCancel() {
    finish(with: .cancelled)
  }
}
