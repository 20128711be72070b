extension UIViewController {
  /// The controller this one's presentation context presents, as UIKit answers it for any
  /// controller inside that context. It is set when a presentation begins and cleared when a
  /// dismissal ends, so it stays set while an animated dismissal runs.
  public var presentedViewController: UIViewController? { presentationRoot.presentedStorage }

  public var presentingViewController: UIViewController? { presentationRoot.presentingStorage }

  /// The presentation controller of the presentation this controller is (or is in).
  public var presentationController: UIPresentationController? {
    let root = presentationRoot
    if root.presentationControllerStorage == nil {
      root.presentationControllerStorage = UIPresentationController(
        presentedViewController: root, presenting: root.presentingStorage)
    }
    return root.presentationControllerStorage
  }

  var resolvedPresentationStyle: UIModalPresentationStyle {
    modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
  }

  /// Presents from this controller's presentation context — the presented controller that
  /// contains it, else the window's root — as UIKit does. Refused with UIKit's warning,
  /// changing nothing, when that context is already presenting, when this controller is not in
  /// a window, or while a presentation or dismissal is in flight (or any transition is
  /// beginning); asked for while a transition ends, it waits for the next turn. `completion`
  /// runs after the presented controller's `viewDidAppear`, when the transition is over.
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil, file: String = #fileID, line: UInt = #line
  ) {
    let source = SourceLocation(fileID: file, line: line)
    let presented = viewControllerToPresent
    if presented.parent != nil || presented.presentingStorage != nil || presented.hostWindow != nil
    {
      recordIssue(
        .misuse,
        "Application tried to present modally \(presented.notationName), which is already "
          + "in a hierarchy", source)
      return
    }
    guard let window = containingWindow else {
      recordIssue(
        .warning,
        "Attempt to present \(presented.notationName) on \(notationName) whose view is not "
          + "in the window hierarchy", source)
      return
    }
    if window.isEndingTransition {
      window.runLoop.schedule { [self] in
        present(presented, animated: flag, completion: completion, file: file, line: line)
      }
      return
    }
    let context = presentationRoot
    if let busy = window.presentationsInFlight.first {
      let what = busy.kind == .presentation ? "presentation" : "dismissal"
      recordIssue(
        .warning,
        "Attempt to present \(HierarchyNotation.describe(presented)) on "
          + "\(HierarchyNotation.describe(context)) while a "
          + "\(what) is in progress", source)
      return
    }
    if window.isStartingTransition {
      recordIssue(
        .warning,
        "Attempt to present \(HierarchyNotation.describe(presented)) on "
          + "\(HierarchyNotation.describe(context)) while a "
          + "transition is in progress", source)
      return
    }
    if let current = context.presentedStorage {
      recordIssue(
        .warning,
        "Attempt to present \(HierarchyNotation.describe(presented)) on "
          + "\(HierarchyNotation.describe(context)) which is already presenting "
          + "\(HierarchyNotation.describe(current))", source)
      return
    }
    let transition = PresentationTransition(
      kind: .presentation, context: context, presented: presented, animated: flag)
    window.presentationsInFlight.append(transition)
    presented.isBeingPresented = true
    // "UIKit normally removes the views of the underlying view controller after the
    // transition animations finish" (UIModalPresentationStyle.fullScreen).
    var change = window.beginChange(animated: flag) {
      context.presentedStorage = presented
      presented.presentingStorage = context
      context.adoptPendingEvents(of: presented)
      presented.record(
        .transition(
          Transition(
            kind: .present, origin: .code, screens: [HierarchyNotation.describe(presented)],
            source: source)))
    }
    change.arrivingEndsFirst = true
    window.finish(animated: flag) { [weak window] in
      window?.endChange(change)
      presented.isBeingPresented = false
      transition.end(in: window)
      completion?()
    }
  }

  /// On a presented controller (or any child of one) asks its presenter; on a presenter,
  /// removes everything presented above it. Refused with UIKit's warning while a presentation
  /// or dismissal is in flight; asked for while a transition ends, it waits for the next turn.
  /// `completion` runs when the dismissal is over (at once when nothing is presented).
  public func dismiss(
    animated flag: Bool, completion: (() -> Void)? = nil, file: String = #fileID,
    line: UInt = #line
  ) {
    let source = SourceLocation(fileID: file, line: line)
    let root = presentationRoot
    guard let context = root.presentedStorage != nil ? root : root.presentingStorage else {
      completion?()
      return
    }
    if let window = context.containingWindow {
      if window.isEndingTransition {
        window.runLoop.schedule { [self] in
          dismiss(animated: flag, completion: completion, file: file, line: line)
        }
        return
      }
      if window.isStartingTransition || !window.presentationsInFlight.isEmpty {
        recordIssue(
          .warning,
          "Attempt to dismiss from view controller \(HierarchyNotation.describe(context)) while a "
            + "presentation or dismiss is in progress", source)
        return
      }
    }
    context.dismissPresentedChain(
      origin: .code, source: source, animated: flag, completion: completion)
  }

  /// Removes the presented chain above this presentation context: the leaving controllers hear
  /// `viewWillDisappear` now, and the chain goes when the dismissal ends. Outside a window it
  /// goes at once.
  func dismissPresentedChain(
    origin: Transition.Origin, source: SourceLocation?, animated: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard let first = presentedStorage else {
      completion?()
      return
    }
    let removed = presentedChain
    record(
      .transition(
        Transition(
          kind: .dismiss, origin: origin, screens: removed.map { HierarchyNotation.describe($0) },
          source: source)))
    guard let window = containingWindow else {
      detachPresentedChain(removed)
      completion?()
      return
    }
    let transition = PresentationTransition(
      kind: .dismissal, context: self, presented: first, animated: animated)
    window.presentationsInFlight.append(transition)
    let change = beginDismissal(of: removed, in: window, animated: animated)
    window.finish(animated: animated) { [weak window] in
      self.endDismissal(of: removed, change: change, in: window)
      transition.end(in: window)
      completion?()
    }
  }

  /// The chain this presentation context presents, bottom to top.
  var presentedChain: [UIViewController] {
    var chain: [UIViewController] = []
    var next = presentedStorage
    while let controller = next {
      chain.append(controller)
      next = controller.presentedStorage
    }
    return chain
  }

  /// `isBeingDismissed` and the `will…` callbacks of a dismissal of `removed`, whose state
  /// changes only at its end; `willBegin` is a sheet's `WillDismiss`.
  func beginDismissal(
    of removed: [UIViewController], in window: UIWindow, animated: Bool,
    willBegin: () -> Void = {}
  ) -> AppearanceChange {
    for controller in removed { controller.isBeingDismissed = true }
    let chain = window.presentationChain
    let remaining = Array(chain.prefix { $0 !== removed.first })
    return window.beginChange(
      animated: animated, from: window.shownControllers(),
      to: UIWindow.shownControllers(of: remaining), willBegin: willBegin)
  }

  /// The end of a dismissal that completes: the chain goes, then the `did…` callbacks.
  func endDismissal(
    of removed: [UIViewController], change: AppearanceChange, in window: UIWindow?
  ) {
    detachPresentedChain(removed)
    window?.endChange(change)
    for controller in removed { controller.isBeingDismissed = false }
    window?.releaseKeptAlive(self)
  }

  private func detachPresentedChain(_ removed: [UIViewController]) {
    if presentedStorage === removed.first { presentedStorage = nil }
    for controller in removed {
      controller.presentingStorage = nil
      controller.presentedStorage = nil
    }
  }
}
