/// UIKit's view controller: a lazily loaded view, appearance callbacks, containment and
/// presentation, plus the workbench's `screenName`/`screenID` for the hierarchy notation.
@MainActor
open class UIViewController {
  private var loadedView: UIView?

  /// Accessing the view loads it: `loadView()` then `viewDidLoad()`, once.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView = newValue
      newValue?.owningController = self
    }
  }

  public var viewIfLoaded: UIView? { loadedView }
  public var isViewLoaded: Bool { loadedView != nil }

  /// As in UIKit, assigning a title also retitles the controller's tab bar item.
  open var title: String? {
    didSet { storedTabBarItem?.title = title }
  }
  /// The screen's name in the hierarchy notation (e.g. `Feed`); Swift type names never appear.
  open var screenName: String?
  /// The entity a screen shows, written `screenName(screenID)`.
  open var screenID: Int?

  private var storedTabBarItem: UITabBarItem?
  open var tabBarItem: UITabBarItem! {
    get {
      if storedTabBarItem == nil {
        storedTabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
      }
      return storedTabBarItem
    }
    set { storedTabBarItem = newValue }
  }

  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Blocks a user's interactive dismissal of the sheet this controller is (or is in).
  open var isModalInPresentation = false

  public internal(set) weak var parent: UIViewController?
  public internal(set) var children: [UIViewController] = []
  /// True during the transition that adds this controller to a container (e.g. a push).
  public internal(set) var isMovingToParent = false
  /// True during the transition that removes it (a pop, also a user's back gesture).
  public internal(set) var isMovingFromParent = false
  /// True during the transition that presents this controller (not its children, as in UIKit).
  public internal(set) var isBeingPresented = false
  /// True during the transition that dismisses this controller (not its children, as in UIKit:
  /// a screen inside a presented stack asks `navigationController?.isBeingDismissed`).
  public internal(set) var isBeingDismissed = false

  /// Held by the presentation context (the outermost ancestor), as UIKit does.
  var presentedStorage: UIViewController?
  weak var presentingStorage: UIViewController?
  var presentationControllerStorage: UIPresentationController?
  /// Set on the window's root controller only.
  weak var hostWindow: UIWindow?
  /// The window this controller was last seen in, so that an issue it causes after leaving
  /// (a popped screen that still presents) is recorded where the run can see it.
  weak var lastWindow: UIWindow?
  /// Set on a former root whose presented controllers stay in the window after the root was
  /// replaced (`presentedAfterRootSwap = staysInWindow`), until they are dismissed.
  weak var keptInWindow: UIWindow?
  var pendingEvents: [WindowEvent] = []
  /// The coordinator of this container's own animated transition (a push, a pop).
  var transitionCoordinatorStorage: (any UIViewControllerTransitionCoordinator)?
  /// The coordinator of an animated presentation or dismissal this controller presents or is.
  var presentationCoordinatorStorage: (any UIViewControllerTransitionCoordinator)?
  /// Where the controller is between `viewWillAppear` and `viewDidDisappear`, so that every
  /// `will` gets exactly one `did`, as UIKit keeps them balanced.
  var appearanceState = AppearanceState.disappeared
  var appearanceIsAnimated = false

  public init() {}

  open func loadView() {
    loadedView = UIView()
  }

  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    loadedView?.owningController = self
    viewDidLoad()
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  public var navigationController: UINavigationController? {
    var candidate = parent
    while let controller = candidate {
      if let navigation = controller as? UINavigationController { return navigation }
      candidate = controller.parent
    }
    return nil
  }

  public var tabBarController: UITabBarController? {
    var candidate = parent
    while let controller = candidate {
      if let tabs = controller as? UITabBarController { return tabs }
      candidate = controller.parent
    }
    return nil
  }

  /// The coordinator of the animated transition this controller (or a container of it) is in:
  /// nil when none is in flight, and nil for every change made with `animated: false`, as in
  /// UIKit. It lasts from the call that starts the transition until its completions have run.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    transitionCoordinatorStorage ?? presentationCoordinatorStorage
      ?? parent?.transitionCoordinator
  }

  /// The outermost container: the controller that presents, is presented, or is the root.
  var presentationRoot: UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// The window this controller is shown in: reached from the window's root through
  /// containers and presentations.
  var containingWindow: UIWindow? {
    let root = presentationRoot
    if let window = root.hostWindow, window.rootViewController === root { return window }
    if let window = root.keptInWindow { return window }
    return root.presentingStorage?.containingWindow
  }

  /// Records a transition or an issue in the window; a hierarchy outside any window keeps it
  /// until it joins one, so that changes made while building a screen are not lost. An issue
  /// caused by a controller that has left its window goes to that window at once.
  func record(_ event: WindowEvent) {
    if let window = containingWindow {
      window.append(event)
    } else if case .issue = event, let window = lastWindow ?? presentationRoot.lastWindow {
      window.append(event)
    } else {
      var holder = presentationRoot
      while let presenter = holder.presentingStorage { holder = presenter.presentationRoot }
      holder.pendingEvents.append(event)
    }
  }

  func recordIssue(_ severity: UIKitIssue.Severity, _ message: String, _ source: SourceLocation?) {
    record(.issue(UIKitIssue(severity: severity, message: message, source: source)))
  }

  /// Hands the events held by a hierarchy that is joining this one over to this one's record.
  func adoptPendingEvents(of joining: UIViewController) {
    for event in joining.takeAllPendingEvents() { record(event) }
  }

  /// How this controller appears in the hierarchy notation.
  public var notationName: String {
    let name = screenName ?? "?"
    return screenID.map { "\(name)(\($0))" } ?? name
  }
}
