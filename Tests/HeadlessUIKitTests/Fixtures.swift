import HeadlessUIKit
import XCTest

/// A screen that records its callbacks into a shared journal, so tests can assert UIKit's order.
@MainActor
final class JournalingController: UIViewController {
  let journal: Journal

  init(_ name: String, id: Int? = nil, journal: Journal) {
    self.journal = journal
    super.init()
    screenName = name
    screenID = id
    title = name
  }

  override func viewDidLoad() { journal.log("\(notationName).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { journal.log("\(notationName).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { journal.log("\(notationName).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) {
    journal.log("\(notationName).viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    journal.log("\(notationName).viewDidDisappear")
  }
  override func willMove(toParent parent: UIViewController?) {
    journal.log("\(notationName).willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    journal.log("\(notationName).didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

@MainActor
final class Journal {
  private(set) var entries: [String] = []
  func log(_ entry: String) { entries.append(entry) }
  func reset() { entries = [] }
}

/// Logs the navigation delegate's calls into the journal, and notes what the stack and the
/// transition coordinator said during them. For an interactive transition it also asks to hear
/// when the interaction ends, as app code watching the back gesture does.
@MainActor
final class JournalingNavigationDelegate: UINavigationControllerDelegate {
  let journal: Journal
  private(set) var stacksAtWillShow: [String] = []
  private(set) var stacksAtDidShow: [String] = []
  /// `from → to` as the coordinator answered in each call, or `none` without a coordinator.
  private(set) var coordinatorAnswers: [String] = []

  init(_ journal: Journal) { self.journal = journal }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    journal.log("willShow \(viewController.notationName)")
    stacksAtWillShow.append(HierarchyNotation.describe(navigationController))
    coordinatorAnswers.append("willShow " + Self.answer(of: navigationController))
    if let coordinator = navigationController.transitionCoordinator,
      coordinator.initiallyInteractive
    {
      coordinator.notifyWhenInteractionChanges { [journal] context in
        journal.log("interactionEnded(cancelled: \(context.isCancelled))")
      }
    }
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    journal.log("didShow \(viewController.notationName)")
    stacksAtDidShow.append(HierarchyNotation.describe(navigationController))
    coordinatorAnswers.append("didShow " + Self.answer(of: navigationController))
  }

  private static func answer(of navigationController: UINavigationController) -> String {
    guard let coordinator = navigationController.transitionCoordinator else { return "none" }
    let from = coordinator.viewController(forKey: .from)?.notationName ?? "nil"
    let to = coordinator.viewController(forKey: .to)?.notationName ?? "nil"
    return "\(from) → \(to)"
  }
}

/// Logs a sheet's presentation-controller delegate calls; `allowsDismissal` answers
/// `presentationControllerShouldDismiss`. With `watchesTransitionCoordinator`, WillDismiss also
/// notes whether a transition coordinator is there, and asks to hear when its interaction ends,
/// as app code watching a swipe does.
@MainActor
final class JournalingPresentationDelegate: UIAdaptivePresentationControllerDelegate {
  let journal: Journal
  var allowsDismissal = true
  var watchesTransitionCoordinator = false

  init(_ journal: Journal) { self.journal = journal }

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    journal.log("shouldDismiss")
    return allowsDismissal
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    guard watchesTransitionCoordinator else { return journal.log("willDismiss") }
    let coordinator = presentationController.presentedViewController.transitionCoordinator
    let kind = coordinator.map { $0.isInteractive ? "interactive coordinator" : "coordinator" }
    journal.log("willDismiss (\(kind ?? "no coordinator"))")
    coordinator?.notifyWhenInteractionChanges { [journal] context in
      journal.log("interaction ended (cancelled: \(context.isCancelled))")
    }
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    journal.log("didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    journal.log("didAttemptToDismiss")
  }
}

/// Logs the tab bar delegate's calls; `allowsSelection` answers `shouldSelect`.
@MainActor
final class JournalingTabBarDelegate: UITabBarControllerDelegate {
  let journal: Journal
  var allowsSelection = true

  init(_ journal: Journal) { self.journal = journal }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    journal.log("shouldSelect \(viewController.tabBarItem.title ?? "?")")
    return allowsSelection
  }
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    journal.log("didSelect \(viewController.tabBarItem.title ?? "?")")
  }
}

/// A window whose root is a navigation stack of `screens` (bottom to top), made visible; the
/// journal is reset so that a test sees only what it does next.
@MainActor
func windowWithStack(
  _ screens: [UIViewController], journal: Journal,
  assuming assumptions: UIKitAssumptions = .defaults
) -> (UIWindow, UINavigationController) {
  let navigation = UINavigationController()
  navigation.setViewControllers(screens, animated: false)
  let window = UIWindow(assumptions: assumptions)
  window.setRootViewController(navigation)
  window.makeKeyAndVisible()
  journal.reset()
  return (window, navigation)
}

/// A navigation controller named as a tab (its `tabBarItem.title`), holding `screens`.
@MainActor
func tab(_ title: String, _ screens: [UIViewController]) -> UINavigationController {
  let navigation = UINavigationController()
  navigation.setViewControllers(screens, animated: false)
  navigation.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
  return navigation
}

/// A window whose root is a tab bar controller of `tabs`, the first selected; journal reset.
@MainActor
func windowWithTabs(_ tabs: [UIViewController], journal: Journal) -> (
  UIWindow, UITabBarController
) {
  let tabBarController = UITabBarController()
  tabBarController.setViewControllers(tabs, animated: false)
  let window = UIWindow()
  window.setRootViewController(tabBarController)
  window.makeKeyAndVisible()
  journal.reset()
  return (window, tabBarController)
}

/// `[Feed] ^ [EditProfile]`, the sheet's presentation delegate journaling, every animation
/// over, the journal reset.
@MainActor
struct SheetOverFeed {
  let window: UIWindow
  let feed: UIViewController
  let feedStack: UINavigationController
  let editStack: UINavigationController
  let delegate: JournalingPresentationDelegate

  init(_ journal: Journal, assuming assumptions: UIKitAssumptions = .defaults) {
    let feed = JournalingController("Feed", journal: journal)
    (window, feedStack) = windowWithStack([feed], journal: journal, assuming: assumptions)
    self.feed = feed
    editStack = sheet(JournalingController("EditProfile", journal: journal))
    delegate = JournalingPresentationDelegate(journal)
    editStack.presentationController?.delegate = delegate
    feed.present(editStack, animated: true)
    window.waitForAnimations()
    journal.reset()
  }
}

/// A fresh sheet: a navigation controller around `screen`, as apps present them.
@MainActor
func sheet(_ screen: UIViewController) -> UINavigationController {
  UINavigationController(rootViewController: screen)
}

extension UIWindow {
  /// Lets the run loop go idle, as a UI test waits for animations to end.
  func waitForAnimations(file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(runLoop.runUntilIdle(), "the run loop never went idle", file: file, line: line)
  }
}

extension UIKitAssumptions {
  /// The stricter reading of stack changes during a transition: refused with UIKit's warning.
  static let refusingStackChanges = assuming("stackChangeDuringTransition", "refused")
  /// Touches during a transition reach the visible screen.
  static let deliveringTouches = assuming("touchesDuringTransition", "delivered")

  static func assuming(_ name: String, _ value: String) -> UIKitAssumptions {
    do { return try UIKitAssumptions.only(name, value) } catch { fatalError("\(error)") }
  }
}
