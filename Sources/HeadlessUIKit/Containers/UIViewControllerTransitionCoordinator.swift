public enum UITransitionContextViewControllerKey: Sendable, Hashable {
  case from, to
}

/// What a transition's observers can ask while it runs.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var initiallyInteractive: Bool { get }
  var isCancelled: Bool { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// The coordinator of a running transition, available from `transitionCoordinator` during its
/// callbacks (including the navigation delegate's `didShow`).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Called when an interactive transition stops being interactive: the user lifted the
  /// finger; `isCancelled` says whether the transition will complete.
  func notifyWhenInteractionChanges(
    _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)

  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
