/// Hears a user's swipe-down of a sheet. Programmatic dismissals never call Will/DidDismiss.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
