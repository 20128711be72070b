extension UINavigationController {
  /// The system back gesture, which UIKit drives through `popViewController(animated:)`: the
  /// pop begins with the gesture (`willMove(toParent: nil)`, the stack without its top,
  /// `willShow`, `viewWillDisappear`/`viewWillAppear`), and after the gesture's virtual duration
  /// the user lifts the finger: the interaction ends (`notifyWhenInteractionChanges`), and the
  /// pop completes — the usual `did…` callbacks, `didMove(toParent: nil)`, `didShow` — or is
  /// cancelled: the top comes back (`viewWillAppear`, `viewDidAppear`), the one below goes
  /// (`viewWillDisappear`, `viewDidDisappear`), and there is no `didShow` and no
  /// `didMove(toParent: nil)`.
  func performInteractivePop(cancelled: Bool) -> UIViewController? {
    guard stack.count > 1, let window = containingWindow else { return nil }
    let from = stack[stack.count - 1]
    let to = stack[stack.count - 2]
    let context = TransitionContext(from: from, to: to, animated: true, interactive: true)
    runningTransition = context
    transitionCoordinatorStorage = context
    from.isMovingFromParent = true
    from.willMove(toParent: nil)
    // UIKit pops at once when the gesture begins (`viewControllers` no longer holds the top
    // while the finger moves) and puts the controller back if the user cancels.
    let change = window.beginChange(animated: true) {
      stack.removeLast()
    } willBegin: {
      delegate?.navigationController(self, willShow: to, animated: true)
    }
    window.runLoop.schedule(after: VirtualRunLoop.transitionDuration) { [weak window] in
      context.endInteraction(cancelled: cancelled)
      let screens = [HierarchyNotation.describe(from)]
      if cancelled {
        self.stack.append(from)
        self.record(
          .transition(
            Transition(kind: .pop, origin: .cancelledBackGesture, screens: screens, source: nil)))
        window?.cancelChange(change)
        from.isMovingFromParent = false
      } else {
        self.record(
          .transition(Transition(kind: .pop, origin: .backGesture, screens: screens, source: nil)))
        window?.endChange(change) {
          self.completeContainment(removed: [from], added: [])
          self.delegate?.navigationController(self, didShow: to, animated: true)
        }
      }
      self.endTransition(context)
    }
    return from
  }
}
