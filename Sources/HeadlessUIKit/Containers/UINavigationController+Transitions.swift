extension UINavigationController {
  /// Whether a change of the stack may begin now. While a transition ends (a `did…` callback)
  /// it is queued for the next turn; while this stack's transition is in flight, while any
  /// transition begins, or while a presentation or dismissal involving this stack's context is
  /// in flight, it waits for that transition to end or is refused with the warning UIKit logs,
  /// as the assumption `stackChangeDuringTransition` says.
  func admitsChange(
    _ method: String, source: SourceLocation?, retry: @escaping @MainActor () -> Void
  ) -> Bool {
    guard let window = containingWindow else { return true }
    if window.isEndingTransition {
      window.runLoop.schedule(retry)
      return false
    }
    if runningTransition != nil || window.isStartingTransition
      || window.presentationInFlight(involving: self) != nil
    {
      if window.assumptions.defersStackChanges {
        window.waitingForTransitionEnd.append(retry)
        return false
      }
      recordIssue(
        .warning,
        "\(method) called on \(HierarchyNotation.describe(self)) while an existing transition or "
          + "presentation is occurring; the navigation stack will not be updated", source)
      return false
    }
    return true
  }

  /// One transition of the stack with UIKit's callback order: `willMove(toParent:)`, the new
  /// top's `viewDidLoad` if needed, `willShow`, `viewWillDisappear`/`viewWillAppear`; then, at
  /// once or when the animation ends, `viewDidDisappear`/`viewDidAppear`, `didMove(toParent:)`,
  /// `didShow`, and the transition coordinator's completions. Off screen the stack changes at
  /// once, with containment callbacks only.
  func changeStack(
    to newStack: [UIViewController], kind: Transition.Kind, origin: Transition.Origin = .code,
    screens: [String], source: SourceLocation?, animated: Bool
  ) {
    let oldTop = stack.last
    let newTop = newStack.last
    let removed = stack.filter { old in !newStack.contains { $0 === old } }
    let added = newStack.filter { new in !stack.contains { $0 === new } }
    let topChanges = newTop !== oldTop
    let transition = Transition(kind: kind, origin: origin, screens: screens, source: source)
    for controller in added {
      controller.isMovingToParent = true
      addChild(controller)
    }
    for controller in removed {
      controller.isMovingFromParent = true
      controller.willMove(toParent: nil)
    }
    guard let window = containingWindow, window.shownControllers().contains(where: { $0 === self })
    else {
      stack = newStack
      record(.transition(transition))
      completeContainment(removed: removed, added: added)
      needsDelegateAnnouncement = true
      return
    }
    let context = TransitionContext(
      from: oldTop, to: newTop, animated: animated, interactive: false)
    runningTransition = context
    if animated { transitionCoordinatorStorage = context }
    // As in UIKit, the stack is the new one as soon as the transition starts: `willShow` and
    // the appearance callbacks already see it.
    let change = window.beginChange(animated: animated) {
      stack = newStack
      record(.transition(transition))
    } willBegin: {
      if topChanges, let newTop {
        delegate?.navigationController(self, willShow: newTop, animated: animated)
      }
    }
    window.finish(animated: animated) { [weak window] in
      window?.endChange(change) {
        self.completeContainment(removed: removed, added: added)
        if topChanges, let newTop {
          self.delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
      }
      self.endTransition(context)
    }
  }

  /// `didMove(toParent:)` for what left and joined the stack: popped controllers stop being
  /// children only now.
  func completeContainment(removed: [UIViewController], added: [UIViewController]) {
    for controller in removed {
      controller.detachFromParent()
      controller.didMove(toParent: nil)
      controller.isMovingFromParent = false
    }
    children = stack
    for controller in added {
      controller.didMove(toParent: self)
      controller.isMovingToParent = false
    }
  }

  /// The transition is over: `transitionCoordinator` is nil again (UIKit's coordinator "lasts
  /// for the duration of the transition animation"), and a new transition may begin, also from
  /// the coordinator's completions, which run now.
  func endTransition(_ context: TransitionContext) {
    runningTransition = nil
    if transitionCoordinatorStorage === context { transitionCoordinatorStorage = nil }
    context.finish()
  }

  /// The delegate's first `willShow` for a stack that comes on screen, as UIKit's deferred
  /// transition sends it when the stack's view first joins the window.
  func announceWillShow(animated: Bool) {
    needsDelegateAnnouncement = false
    guard let top = stack.last else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
  }

  func announceDidShow(animated: Bool) {
    guard let top = stack.last else { return }
    delegate?.navigationController(self, didShow: top, animated: animated)
  }
}
