/// The window of one app run. Besides UIKit's root controller it keeps what the workbench
/// reads: the transition log, the warnings and misuses, and the run's lifetime tracker.
@MainActor
open class UIWindow: UIView {
  public private(set) var transitions: [Transition] = []
  public private(set) var issues: [UIKitIssue] = []
  public let lifetimeTracker: LifetimeTracker
  public private(set) var isKeyWindow = false
  private var root: UIViewController?
  /// Presented controllers UIKit keeps alive after their root was replaced under them.
  private var keptAlivePresentations: [UIViewController] = []
  private var transactionDepth = 0

  public override init() {
    lifetimeTracker = LifetimeTracker()
    super.init()
    lifetimeTracker.window = self
  }

  /// Replaces the root, releasing the old hierarchy — except a controller it still presents,
  /// which UIKit keeps alive: recorded as the misuse "root replaced while presenting". The
  /// setter cannot name its caller; `setRootViewController(_:)` does the same and can.
  open var rootViewController: UIViewController? {
    get { root }
    set { replaceRoot(with: newValue, source: nil) }
  }

  /// The workbench's spelling of `rootViewController = controller` that records the caller.
  public func setRootViewController(
    _ controller: UIViewController?, file: String = #fileID, line: UInt = #line
  ) {
    replaceRoot(with: controller, source: SourceLocation(fileID: file, line: line))
  }

  public func makeKeyAndVisible() {
    isKeyWindow = true
  }

  private func replaceRoot(with controller: UIViewController?, source: SourceLocation?) {
    guard controller !== root else { return }
    if let controller,
      controller.parent != nil || controller.presentingStorage != nil
        || controller.hostWindow != nil
    {
      append(
        .issue(
          UIKitIssue(
            severity: .misuse,
            message: "\(controller.notationName) cannot be the root: it is already in a hierarchy",
            source: source)))
      return
    }
    if let old = root, let presented = old.presentedStorage {
      append(
        .issue(
          UIKitIssue(
            severity: .misuse,
            message: "root replaced while presenting \(HierarchyNotation.describe(presented)): "
              + "UIKit keeps the presented controller alive",
            source: source)))
      keptAlivePresentations.append(presented)
    }
    performTransaction(animated: false) {
      root?.hostWindow = nil
      root = controller
      if let controller {
        controller.hostWindow = self
        for event in controller.takeAllPendingEvents() { append(event) }
      }
      append(
        .transition(
          Transition(
            kind: .setRoot, origin: .code,
            screens: [controller.map { HierarchyNotation.describe($0) } ?? "nil"], source: source)))
    }
  }

  func append(_ event: WindowEvent) {
    switch event {
    case .transition(let transition): transitions.append(transition)
    case .issue(let issue): issues.append(issue)
    }
  }

  /// Runs a change of what is on screen and then sends UIKit's appearance callbacks to the
  /// controllers that left (`viewWillDisappear`, `viewDidDisappear`) and arrived (`viewWillAppear`,
  /// `viewDidAppear`). Controllers still on screen hear nothing: so a sheet's presenter gets no
  /// callbacks.
  func performTransaction(animated: Bool, _ change: () -> Void) {
    performTransaction(animated: animated, change: change, willBegin: {})
  }

  /// As UIKit does, the arriving views load (`viewDidLoad`) before anything else is heard of the
  /// change; `willBegin` (a navigation delegate's `willShow`) comes next, then the appearance
  /// callbacks.
  func performTransaction(animated: Bool, change: () -> Void, willBegin: () -> Void) {
    guard transactionDepth == 0 else {
      change()
      willBegin()
      return
    }
    transactionDepth += 1
    let before = shownControllers()
    change()
    let after = shownControllers()
    transactionDepth -= 1
    for controller in controllersInWindow() { controller.lastWindow = self }
    let leaving = before.filter { old in !after.contains { $0 === old } }
    let arriving = after.filter { new in !before.contains { $0 === new } }
    for controller in arriving { controller.loadViewIfNeeded() }
    willBegin()
    for controller in leaving { controller.viewWillDisappear(animated) }
    for controller in arriving { controller.viewWillAppear(animated) }
    for controller in leaving { controller.viewDidDisappear(animated) }
    for controller in arriving { controller.viewDidAppear(animated) }
    lifetimeTracker.noteControllers(controllersInWindow())
  }

  /// The presentation chain over the root, bottom to top.
  var presentationChain: [UIViewController] {
    guard let root else { return [] }
    var chain = [root]
    while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
    return chain
  }

  /// The controllers whose views are on screen: below a full-screen presentation nothing is.
  func shownControllers() -> [UIViewController] {
    let chain = presentationChain
    let coveredUpTo =
      chain.indices.last {
        $0 > 0 && chain[$0].resolvedPresentationStyle.removesPresenterFromScreen
      }
      ?? 0
    return chain[coveredUpTo...].flatMap { UIWindow.visibleSubtree(of: $0) }
  }

  /// A controller and the descendants it shows: a stack's top, the selected tab, all children
  /// of other containers.
  static func visibleSubtree(of controller: UIViewController) -> [UIViewController] {
    var shown = [controller]
    if let navigation = controller as? UINavigationController {
      if let top = navigation.stack.last { shown += visibleSubtree(of: top) }
    } else if let tabs = controller as? UITabBarController {
      if let selected = tabs.selectedViewController { shown += visibleSubtree(of: selected) }
    } else {
      for child in controller.children { shown += visibleSubtree(of: child) }
    }
    return shown
  }

  /// Every controller reachable from the root through children (every tab, whole stacks) and
  /// presentations: what "in the window" means for the lifetime tracker.
  public func controllersInWindow() -> [UIViewController] {
    func collect(_ controller: UIViewController) -> [UIViewController] {
      [controller] + controller.children.flatMap(collect)
    }
    return presentationChain.flatMap(collect)
  }
}

extension UIViewController {
  func takeAllPendingEvents() -> [WindowEvent] {
    var events = pendingEvents
    pendingEvents = []
    for child in children { events += child.takeAllPendingEvents() }
    if let presented = presentedStorage { events += presented.takeAllPendingEvents() }
    return events
  }
}
