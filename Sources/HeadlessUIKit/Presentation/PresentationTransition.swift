/// A presentation or dismissal that has begun and not ended: while one is in flight, UIKit
/// refuses another presentation or dismissal, and a change of the stacks it involves.
@MainActor
final class PresentationTransition {
  enum Kind { case presentation, dismissal }

  let kind: Kind
  /// The presentation context that presents.
  let context: UIViewController
  /// The controller presented, or the first of the chain being dismissed.
  let presented: UIViewController
  let coordinator: TransitionContext

  init(
    kind: Kind, context: UIViewController, presented: UIViewController, animated: Bool,
    interactive: Bool = false
  ) {
    self.kind = kind
    self.context = context
    self.presented = presented
    coordinator = TransitionContext(
      from: kind == .presentation ? context : presented,
      to: kind == .presentation ? presented : context, animated: animated,
      interactive: interactive)
    if animated {
      context.presentationCoordinatorStorage = coordinator
      presented.presentationCoordinatorStorage = coordinator
    }
  }

  /// The transition is over: its coordinator goes, then its completions run.
  func end(in window: UIWindow?) {
    window?.remove(self)
    if context.presentationCoordinatorStorage === coordinator {
      context.presentationCoordinatorStorage = nil
    }
    if presented.presentationCoordinatorStorage === coordinator {
      presented.presentationCoordinatorStorage = nil
    }
    coordinator.finish()
  }
}
