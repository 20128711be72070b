/// A stack of controllers, bottom to top. Every change is logged with the caller's location;
/// misuses UIKit throws for (pushing a controller twice, pushing a tab bar or navigation
/// controller, popping to a controller not on the stack) are recorded instead and change nothing.
///
/// Timing, as in UIKit: `viewControllers` is the new stack as soon as a change begins; an
/// animated change ends ``VirtualRunLoop/transitionDuration`` later (`viewDidAppear`,
/// `didMove(toParent:)`, `didShow`, the transition coordinator's completions); a change asked
/// for while one is in flight, or while a presentation involving this stack is, is refused with
/// UIKit's warning. A stack that is not on screen changes at once and tells its delegate
/// nothing; its delegate hears `willShow`/`didShow` when the stack next appears.
@MainActor
open class UINavigationController: UIViewController {
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// The stack as UIKit reports it: it changes when a transition starts, while a popped
  /// controller stays a child until its transition ends (`didMove(toParent: nil)`).
  var stack: [UIViewController] = []
  /// The transition of this stack that has begun and not ended, animated or not.
  var runningTransition: TransitionContext?
  /// The stack has not been on screen since it last changed: the delegate is told when it is.
  var needsDelegateAnnouncement = true
  /// Set by the system just before it calls the public pop methods for a user's gesture, so
  /// that an overriding subclass sees the pop and the log knows no app code asked for it.
  var pendingSystemGesture: SystemGesture?

  enum SystemGesture: Equatable {
    case back(cancelled: Bool)
    case tabReTap
  }

  public override init() {
    super.init()
  }

  public init(rootViewController: UIViewController) {
    super.init()
    if misuse(pushing: rootViewController, source: nil) { return }
    addChild(rootViewController)
    stack = [rootViewController]
    rootViewController.didMove(toParent: self)
  }

  /// Assigning is `setViewControllers(_:animated: false)`; a property setter cannot name its
  /// caller, so the transition is logged without a source.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { replaceStack(with: newValue, animated: false, source: nil) }
  }

  public var topViewController: UIViewController? { stack.last }

  /// The controller presented over this one's context if any, else the top of the stack.
  public var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

  open func pushViewController(
    _ viewController: UIViewController, animated: Bool, file: String = #fileID, line: UInt = #line
  ) {
    push(viewController, animated: animated, source: SourceLocation(fileID: file, line: line))
  }

  /// At the root it does nothing and returns nil, as UIKit does. The system back gesture comes
  /// through here too (a subclass that overrides it sees the gesture's pop, also one the user
  /// then cancels).
  @discardableResult
  open func popViewController(animated: Bool, file: String = #fileID, line: UInt = #line)
    -> UIViewController?
  {
    if case .back(let cancelled) = takePendingSystemGesture() {
      return performInteractivePop(cancelled: cancelled)
    }
    return pop(animated: animated, source: SourceLocation(fileID: file, line: line))
  }

  /// A re-tap of this stack's tab comes through here too, as in UIKit.
  @discardableResult
  open func popToRootViewController(animated: Bool, file: String = #fileID, line: UInt = #line)
    -> [UIViewController]?
  {
    let byTabTap = takePendingSystemGesture() == .tabReTap
    let source = byTabTap ? nil : SourceLocation(fileID: file, line: line)
    return popToRoot(animated: animated, origin: byTabTap ? .tabTap : .code, source: source)
  }

  @discardableResult
  open func popToViewController(
    _ viewController: UIViewController, animated: Bool, file: String = #fileID, line: UInt = #line
  ) -> [UIViewController]? {
    popTo(viewController, animated: animated, source: SourceLocation(fileID: file, line: line))
  }

  open func setViewControllers(
    _ viewControllers: [UIViewController], animated: Bool, file: String = #fileID,
    line: UInt = #line
  ) {
    replaceStack(
      with: viewControllers, animated: animated, source: SourceLocation(fileID: file, line: line))
  }

  private func takePendingSystemGesture() -> SystemGesture? {
    defer { pendingSystemGesture = nil }
    return pendingSystemGesture
  }

  func push(_ viewController: UIViewController, animated: Bool, source: SourceLocation?) {
    guard
      admitsChange(
        "pushViewController:animated:", source: source,
        retry: { [self] in
          push(viewController, animated: animated, source: source)
        })
    else { return }
    if misuse(pushing: viewController, source: source) { return }
    changeStack(
      to: stack + [viewController], kind: .push,
      screens: [HierarchyNotation.describe(viewController)], source: source, animated: animated)
  }

  func pop(animated: Bool, source: SourceLocation?) -> UIViewController? {
    guard
      admitsChange(
        "popViewControllerAnimated:", source: source,
        retry: { [self] in
          _ = pop(animated: animated, source: source)
        })
    else { return nil }
    guard stack.count > 1, let top = stack.last else { return nil }
    changeStack(
      to: Array(stack.dropLast()), kind: .pop, screens: [HierarchyNotation.describe(top)],
      source: source, animated: animated)
    return top
  }

  func popToRoot(animated: Bool, origin: Transition.Origin, source: SourceLocation?)
    -> [UIViewController]?
  {
    guard
      admitsChange(
        "popToRootViewControllerAnimated:", source: source,
        retry: { [self] in
          _ = popToRoot(animated: animated, origin: origin, source: source)
        })
    else { return nil }
    guard let root = stack.first else { return nil }
    return popStack(to: root, kind: .popToRoot, origin: origin, source: source, animated: animated)
  }

  func popTo(_ viewController: UIViewController, animated: Bool, source: SourceLocation?)
    -> [UIViewController]?
  {
    guard
      admitsChange(
        "popToViewController:animated:", source: source,
        retry: { [self] in
          _ = popTo(viewController, animated: animated, source: source)
        })
    else { return nil }
    guard stack.contains(where: { $0 === viewController }) else {
      recordIssue(
        .misuse,
        "Tried to pop to \(viewController.notationName), which is not on the stack "
          + HierarchyNotation.describe(self), source)
      return nil
    }
    return popStack(
      to: viewController, kind: .popTo, origin: .code, source: source, animated: animated)
  }

  func replaceStack(
    with viewControllers: [UIViewController], animated: Bool, source: SourceLocation?
  ) {
    guard
      admitsChange(
        "setViewControllers:animated:", source: source,
        retry: { [self] in
          replaceStack(with: viewControllers, animated: animated, source: source)
        })
    else { return }
    for (index, controller) in viewControllers.enumerated() {
      if viewControllers[..<index].contains(where: { $0 === controller }) {
        recordIssue(
          .misuse, "setViewControllers: \(controller.notationName) appears more than once", source)
        return
      }
      if controller is UITabBarController {
        recordIssue(.misuse, "setViewControllers: a tab bar controller cannot be pushed", source)
        return
      }
    }
    let joining = viewControllers.filter { candidate in !stack.contains { $0 === candidate } }
    for controller in joining where misuse(pushing: controller, source: source) { return }
    changeStack(
      to: viewControllers, kind: .setViewControllers,
      screens: [HierarchyNotation.describeStack(viewControllers)], source: source,
      animated: animated)
  }

  func popStack(
    to target: UIViewController, kind: Transition.Kind, origin: Transition.Origin,
    source: SourceLocation?, animated: Bool
  ) -> [UIViewController] {
    guard let index = stack.firstIndex(where: { $0 === target }) else { return [] }
    let popped = Array(stack[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    changeStack(
      to: Array(stack[...index]), kind: kind, origin: origin,
      screens: popped.map { HierarchyNotation.describe($0) }, source: source, animated: animated)
    return popped
  }

  /// Records what UIKit would throw for; true when the push must not happen.
  private func misuse(pushing controller: UIViewController, source: SourceLocation?) -> Bool {
    let message: String?
    if controller is UITabBarController {
      message = "Pushing a tab bar controller (\(controller.notationName)) is not supported"
    } else if controller is UINavigationController {
      message =
        "Pushing a navigation controller (\(HierarchyNotation.describe(controller))) is not "
        + "supported"
    } else if stack.contains(where: { $0 === controller }) {
      message =
        "Pushing the same view controller instance (\(controller.notationName)) more than once "
        + "is not supported"
    } else if controller.parent != nil || controller.presentingStorage != nil
      || controller.hostWindow != nil
    {
      message = "Pushing \(controller.notationName), which is already in another hierarchy"
    } else {
      message = nil
    }
    guard let message else { return false }
    recordIssue(.misuse, message, source)
    return true
  }
}
