extension UIViewController {
  /// A user's swipe-down of `sheet`, which this presentation context presents. It asks the
  /// presentation delegate (`presentationControllerShouldDismiss`; `isModalInPresentation`
  /// blocks it: `DidAttemptToDismiss`). Then the dismissal begins, interactive, with its
  /// transition coordinator already set for `presentationControllerWillDismiss` (as UIKit's
  /// documentation says), and `viewWillDisappear` follows. After the gesture's virtual
  /// duration the user lifts the finger: completed, the sheet goes (`viewDidDisappear`) and the
  /// delegate hears `DidDismiss`; cancelled, the sheet stays (`viewWillAppear`,
  /// `viewDidAppear`) and there is no `DidDismiss`.
  func userSwipeDown(_ sheet: UIViewController, in window: UIWindow, cancelled: Bool) {
    guard let presentation = sheet.presentationController else { return }
    let delegate = presentation.delegate
    let blocked = UIWindow.visibleSubtree(of: sheet).contains { $0.isModalInPresentation }
    if blocked || delegate?.presentationControllerShouldDismiss(presentation) == false {
      delegate?.presentationControllerDidAttemptToDismiss(presentation)
      return
    }
    let transition = PresentationTransition(
      kind: .dismissal, context: self, presented: sheet, animated: true, interactive: true)
    window.presentationsInFlight.append(transition)
    let removed = presentedChain
    let change = beginDismissal(of: removed, in: window, animated: true) {
      delegate?.presentationControllerWillDismiss(presentation)
    }
    window.runLoop.schedule(after: VirtualRunLoop.transitionDuration) { [weak window] in
      transition.coordinator.endInteraction(cancelled: cancelled)
      let screens = removed.map { HierarchyNotation.describe($0) }
      self.record(
        .transition(
          Transition(
            kind: .dismiss, origin: cancelled ? .cancelledSheetSwipe : .sheetSwipe,
            screens: screens, source: nil)))
      if cancelled {
        window?.cancelChange(change)
        for controller in removed { controller.isBeingDismissed = false }
        transition.end(in: window)
      } else {
        self.endDismissal(of: removed, change: change, in: window)
        transition.end(in: window)
        presentation.delegate?.presentationControllerDidDismiss(presentation)
      }
    }
  }
}
