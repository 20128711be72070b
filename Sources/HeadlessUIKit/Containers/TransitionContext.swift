/// The running transition behind `transitionCoordinator`. Nothing is drawn: "alongside"
/// animations run at once, completions when the transition ends (a ``VirtualRunLoop``
/// duration after it began, if animated). Once it has ended it queues nothing more.
@MainActor
final class TransitionContext: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let initiallyInteractive: Bool
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  private weak var fromController: UIViewController?
  private weak var toController: UIViewController?
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] =
    []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var hasEnded = false

  init(from: UIViewController?, to: UIViewController?, animated: Bool, interactive: Bool) {
    fromController = from
    toController = to
    isAnimated = animated
    initiallyInteractive = interactive
    isInteractive = interactive
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? fromController : toController
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionHandlers.append(handler)
  }

  func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard !hasEnded else { return false }
    animation?(self)
    if let completion { completions.append(completion) }
    return true
  }

  /// The user lifted the finger: the interaction ends, completing or cancelling.
  func endInteraction(cancelled: Bool) {
    isInteractive = false
    isCancelled = cancelled
    for handler in interactionHandlers { handler(self) }
  }

  func finish() {
    hasEnded = true
    let pending = completions
    completions = []
    for completion in pending { completion(self) }
  }
}
