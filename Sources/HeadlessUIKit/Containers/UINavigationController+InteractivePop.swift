extension UINavigationController {
  /// The system back gesture: pops without asking app code, which hears of it only through
  /// the delegate, the lifecycle callbacks and the transition coordinator. As in UIKit,
  /// `willMove(toParent: nil)` comes when the gesture begins, so it also comes when the user
  /// cancels; a cancelled gesture gives no `didShow` and no `didMove(toParent: nil)`.
  func performInteractivePop(cancelled: Bool) {
    guard stack.count > 1 else { return }
    let from = stack[stack.count - 1]
    let to = stack[stack.count - 2]
    let context = TransitionContext(from: from, to: to, animated: true, interactive: true)
    transitionCoordinatorStorage = context
    from.isMovingFromParent = true
    from.willMove(toParent: nil)
    // UIKit pops at once when the gesture begins (`viewControllers` no longer holds the top
    // while the finger moves) and puts the controller back if the user cancels.
    stack.removeLast()
    let leaving = UIWindow.visibleSubtree(of: from)
    let arriving = UIWindow.visibleSubtree(of: to)
    for controller in arriving { controller.loadViewIfNeeded() }
    delegate?.navigationController(self, willShow: to, animated: true)
    for controller in leaving { controller.viewWillDisappear(true) }
    for controller in arriving { controller.viewWillAppear(true) }
    context.endInteraction(cancelled: cancelled)
    if cancelled {
      stack.append(from)
      record(
        .transition(
          Transition(
            kind: .pop, origin: .cancelledBackGesture, screens: [HierarchyNotation.describe(from)],
            source: nil)))
      for controller in arriving { controller.viewWillDisappear(true) }
      for controller in leaving { controller.viewWillAppear(true) }
      for controller in arriving { controller.viewDidDisappear(true) }
      for controller in leaving { controller.viewDidAppear(true) }
      from.isMovingFromParent = false
    } else {
      record(
        .transition(
          Transition(
            kind: .pop, origin: .backGesture, screens: [HierarchyNotation.describe(from)],
            source: nil)))
      for controller in leaving { controller.viewDidDisappear(true) }
      for controller in arriving { controller.viewDidAppear(true) }
      from.detachFromParent()
      from.didMove(toParent: nil)
      from.isMovingFromParent = false
      delegate?.navigationController(self, didShow: to, animated: true)
    }
    context.finish()
    transitionCoordinatorStorage = nil
  }
}
