/// Owns a presentation; its delegate hears a user's interactive dismissal.
@MainActor
open class UIPresentationController {
  public unowned let presentedViewController: UIViewController
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  public var presentingViewController: UIViewController? {
    presentedViewController.presentingViewController
  }

  public init(presentedViewController: UIViewController, presenting: UIViewController?) {
    self.presentedViewController = presentedViewController
  }
}
