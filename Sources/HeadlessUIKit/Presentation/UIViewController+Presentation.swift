extension UIViewController {
  /// The controller this one's presentation context presents, as UIKit answers it for any
  /// controller inside that context.
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
  /// contains it, else the window's root — as UIKit does. Refused with a warning, changing
  /// nothing, when that context is already presenting or this controller is not in a window.
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
    let context = presentationRoot
    if let current = context.presentedStorage {
      recordIssue(
        .warning,
        "Attempt to present \(presented.notationName) on \(context.notationName) which is "
          + "already presenting \(current.notationName)", source)
      return
    }
    presented.isBeingPresented = true
    window.performTransaction(animated: flag) {
      context.presentedStorage = presented
      presented.presentingStorage = context
      context.adoptPendingEvents(of: presented)
      presented.record(
        .transition(
          Transition(
            kind: .present, origin: .code, screens: [HierarchyNotation.describe(presented)],
            source: source)))
    }
    presented.isBeingPresented = false
    completion?()
  }

  /// On a presented controller (or any child of one) asks its presenter; on a presenter,
  /// removes everything presented above it.
  public func dismiss(
    animated flag: Bool, completion: (() -> Void)? = nil, file: String = #fileID,
    line: UInt = #line
  ) {
    let root = presentationRoot
    let context = root.presentedStorage != nil ? root : root.presentingStorage
    context?.dismissPresentedChain(
      origin: .code, source: SourceLocation(fileID: file, line: line), animated: flag)
    completion?()
  }

  /// Removes the presented chain above this presentation context.
  func dismissPresentedChain(
    origin: Transition.Origin, source: SourceLocation?, animated: Bool = true
  ) {
    guard let first = presentedStorage else { return }
    var removed: [UIViewController] = []
    var next: UIViewController? = first
    while let controller = next {
      removed.append(controller)
      next = controller.presentedStorage
    }
    let screens = removed.map { HierarchyNotation.describe($0) }
    let change = {
      self.record(
        .transition(
          Transition(kind: .dismiss, origin: origin, screens: screens, source: source)))
      self.presentedStorage = nil
      for controller in removed {
        controller.presentingStorage = nil
        controller.presentedStorage = nil
      }
    }
    for controller in removed { controller.isBeingDismissed = true }
    if let window = containingWindow {
      window.performTransaction(animated: animated, change)
    } else {
      change()
    }
    for controller in removed { controller.isBeingDismissed = false }
  }
}
