/// A stack of controllers, bottom to top. Every change is logged with the caller's location;
/// misuses UIKit throws for (pushing a controller twice, pushing a tab bar or navigation
/// controller, popping to a controller not on the stack) are recorded instead and change nothing.
@MainActor
open class UINavigationController: UIViewController {
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// The stack as UIKit reports it: it changes when a transition starts, while a popped
  /// controller stays a child until its transition ends (`didMove(toParent: nil)`).
  var stack: [UIViewController] = []

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
    let source = SourceLocation(fileID: file, line: line)
    if misuse(pushing: viewController, source: source) { return }
    changeStack(
      to: stack + [viewController], kind: .push,
      screens: [HierarchyNotation.describe(viewController)], source: source, animated: animated)
  }

  /// At the root it does nothing and returns nil, as UIKit does.
  @discardableResult
  open func popViewController(animated: Bool, file: String = #fileID, line: UInt = #line)
    -> UIViewController?
  {
    guard stack.count > 1, let top = stack.last else { return nil }
    changeStack(
      to: Array(stack.dropLast()), kind: .pop, screens: [HierarchyNotation.describe(top)],
      source: SourceLocation(fileID: file, line: line), animated: animated)
    return top
  }

  @discardableResult
  open func popToRootViewController(animated: Bool, file: String = #fileID, line: UInt = #line)
    -> [UIViewController]?
  {
    guard let root = stack.first else { return nil }
    return popStack(
      to: root, kind: .popToRoot, origin: .code,
      source: SourceLocation(fileID: file, line: line), animated: animated)
  }

  @discardableResult
  open func popToViewController(
    _ viewController: UIViewController, animated: Bool, file: String = #fileID, line: UInt = #line
  ) -> [UIViewController]? {
    let source = SourceLocation(fileID: file, line: line)
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

  open func setViewControllers(
    _ viewControllers: [UIViewController], animated: Bool, file: String = #fileID,
    line: UInt = #line
  ) {
    replaceStack(
      with: viewControllers, animated: animated, source: SourceLocation(fileID: file, line: line))
  }

  func replaceStack(
    with viewControllers: [UIViewController], animated: Bool, source: SourceLocation?
  ) {
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

  /// One transition of the stack with UIKit's callback order: `willMove(toParent:)`, the new
  /// top's `viewDidLoad` if needed, `willShow`, the appearance callbacks, `didMove(toParent:)`,
  /// `didShow`.
  private func changeStack(
    to newStack: [UIViewController], kind: Transition.Kind, origin: Transition.Origin = .code,
    screens: [String], source: SourceLocation?, animated: Bool
  ) {
    let oldTop = stack.last
    let newTop = newStack.last
    let removed = stack.filter { old in !newStack.contains { $0 === old } }
    let added = newStack.filter { new in !stack.contains { $0 === new } }
    let context = TransitionContext(
      from: oldTop, to: newTop, animated: animated, interactive: false)
    transitionCoordinatorStorage = context
    for controller in added {
      controller.isMovingToParent = true
      addChild(controller)
    }
    for controller in removed {
      controller.isMovingFromParent = true
      controller.willMove(toParent: nil)
    }
    let topChanges = newTop !== oldTop
    // As in UIKit, the stack is the new one as soon as the transition starts: `willShow` and
    // the appearance callbacks already see it.
    perform(animated: animated) {
      self.stack = newStack
      self.record(
        .transition(Transition(kind: kind, origin: origin, screens: screens, source: source)))
    } willBegin: {
      if topChanges, let newTop {
        self.delegate?.navigationController(self, willShow: newTop, animated: animated)
      }
    }
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
    if topChanges, let newTop {
      delegate?.navigationController(self, didShow: newTop, animated: animated)
    }
    context.finish()
    transitionCoordinatorStorage = nil
  }

  /// Appearance callbacks come only when this stack is on screen.
  private func perform(animated: Bool, _ change: () -> Void, willBegin: () -> Void) {
    if let window = containingWindow {
      window.performTransaction(animated: animated, change: change, willBegin: willBegin)
    } else {
      change()
      willBegin()
    }
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
