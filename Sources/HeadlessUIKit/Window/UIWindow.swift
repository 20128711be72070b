/// The window of one app run. Besides UIKit's root controller it keeps what the workbench
/// reads: the transition log, the warnings and misuses, the run's lifetime tracker, and the
/// virtual run loop on which its animated transitions take their time (see ``VirtualRunLoop``).
@MainActor
open class UIWindow: UIView {
  public private(set) var transitions: [Transition] = []
  public private(set) var issues: [UIKitIssue] = []
  public let lifetimeTracker: LifetimeTracker
  /// The main run loop of this app run: nothing animates until it runs.
  public let runLoop = VirtualRunLoop()
  public private(set) var isKeyWindow = false
  /// What this app run assumes where UIKit's documentation is silent (see ``UIKitAssumption``).
  public let assumptions: UIKitAssumptions
  private var root: UIViewController?
  /// Former roots UIKit keeps alive because they were still presenting when they were
  /// replaced: the presented controller holds its presenter, and the window holds it.
  private var keptAlivePresenters: [UIViewController] = []
  /// Above zero while a transition begins (its `will…` callbacks): a new one is refused.
  var startingDepth = 0
  /// Above zero while a transition ends (its `did…` callbacks): a new one waits a turn.
  var endingDepth = 0
  /// Presentations and dismissals that have begun and not ended.
  var presentationsInFlight: [PresentationTransition] = []
  /// Animated changes that have begun and not ended: while there are any, a user's touch is
  /// dropped when ``UIKitAssumptions`` says so.
  var animatedChangesInFlight = 0
  /// Stack changes deferred until the transition in their way ends.
  var waitingForTransitionEnd: [@MainActor () -> Void] = []
  /// Set while `UIView.transition(with: window, …)` runs its animations: a root swap in them
  /// takes that long.
  var animationBlockDuration: Duration?

  public init(assumptions: UIKitAssumptions = .defaults) {
    self.assumptions = assumptions
    lifetimeTracker = LifetimeTracker()
    super.init()
    lifetimeTracker.window = self
  }

  /// Replaces the root, releasing the old hierarchy — except one that is still presenting,
  /// which UIKit keeps alive (presented controller and its presenter): recorded as the misuse
  /// "root replaced while presenting". Inside `UIView.transition(with: window, …)` the swap is
  /// animated. The setter cannot name its caller (the report attributes the swap through the
  /// static navigation graph); `setRootViewController(_:)` can.
  open var rootViewController: UIViewController? {
    get { root }
    set { replaceRoot(with: newValue, source: nil) }
  }

  /// `rootViewController = controller` that also records the caller, for tests that want it;
  /// app code uses the property, as with UIKit.
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
      let beingDismissed = presentationsInFlight.contains {
        $0.kind == .dismissal && $0.context === old
      }
      if !beingDismissed || assumptions.rootSwapDuringDismissalIsMisuse {
        append(
          .issue(
            UIKitIssue(
              severity: .misuse,
              message: "root replaced while presenting \(HierarchyNotation.describe(presented)): "
                + "UIKit keeps the presented controller and its presenter alive",
              source: source)))
      }
      keptAlivePresenters.append(old)
      if assumptions.presentedStaysAfterRootSwap { old.keptInWindow = self }
    }
    let duration = animationBlockDuration
    let change = beginChange(animated: duration != nil) {
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
    if let duration {
      runLoop.schedule(after: duration) { [weak self] in self?.endChange(change) }
    } else {
      endChange(change)
    }
  }

  /// A former root kept alive for its presentation lets go once that presentation is over.
  func releaseKeptAlive(_ presenter: UIViewController) {
    keptAlivePresenters.removeAll { $0 === presenter }
    if presenter.keptInWindow === self { presenter.keptInWindow = nil }
  }

  func append(_ event: WindowEvent) {
    switch event {
    case .transition(let transition): transitions.append(transition)
    case .issue(let issue): issues.append(issue)
    }
  }

  /// The presentation chain over the root, bottom to top: first what former roots still
  /// present when their sheets stay in the window (`presentedAfterRootSwap`), then the root's.
  var presentationChain: [UIViewController] {
    guard let root else { return [] }
    var chain = [root]
    for kept in keptAlivePresenters where kept.keptInWindow === self && kept !== root {
      chain += kept.presentedChain
    }
    while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
    return chain
  }

  /// The controllers whose views are on screen: below a full-screen presentation nothing is.
  func shownControllers() -> [UIViewController] {
    UIWindow.shownControllers(of: presentationChain)
  }

  static func shownControllers(of chain: [UIViewController]) -> [UIViewController] {
    let coveredUpTo =
      chain.indices.last {
        $0 > 0 && chain[$0].resolvedPresentationStyle.removesPresenterFromScreen
      }
      ?? 0
    guard !chain.isEmpty else { return [] }
    return chain[coveredUpTo...].flatMap { UIWindow.visibleSubtree(of: $0) }
  }

  /// A controller and the descendants it shows: a stack's top, the selected tab, and the
  /// children of other containers whose views are inside the container's view.
  static func visibleSubtree(of controller: UIViewController) -> [UIViewController] {
    var shown = [controller]
    if let navigation = controller as? UINavigationController {
      if let top = navigation.stack.last { shown += visibleSubtree(of: top) }
    } else if let tabs = controller as? UITabBarController {
      if let selected = tabs.selectedViewController { shown += visibleSubtree(of: selected) }
    } else if let view = controller.viewIfLoaded {
      for child in controller.children where child.viewIfLoaded?.isDescendant(of: view) == true {
        shown += visibleSubtree(of: child)
      }
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
