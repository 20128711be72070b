import HeadlessUIKit
import Townsquare

/// One launch of a variant's app: its environment, window and tracker, and how much of the
/// window's logs the harness has already read.
@MainActor
final class AppSession {
  let environment: AppEnvironment
  let window: UIWindow
  let app: any RunningApp
  /// Kept apart from the window so that leaks can still be read after the app has ended.
  let tracker: LifetimeTracker
  private var transitionsRead = 0
  private var issuesRead = 0
  private var logRead = 0

  init(
    variant: AppVariant, stores: PersistentStores, assumptions: UIKitAssumptions
  ) {
    environment = AppEnvironment(stores: stores)
    window = UIWindow(assumptions: assumptions)
    tracker = window.lifetimeTracker
    app = variant.makeApp(environment, window)
  }

  func unreadTransitions() -> [Transition] {
    let fresh = Array(window.transitions[transitionsRead...])
    transitionsRead = window.transitions.count
    return fresh
  }

  func unreadIssues() -> [UIKitIssue] {
    let fresh = Array(window.issues[issuesRead...])
    issuesRead = window.issues.count
    return fresh
  }

  func unreadLog() -> [String] {
    let fresh = Array(environment.log.entries[logRead...])
    logRead = environment.log.entries.count
    return fresh
  }

  /// Screens on the path from the root to the visible screen, through every presentation.
  func visibleDepth() -> Int {
    var depth = 0
    var level = window.rootViewController
    while let controller = level {
      depth += Self.depth(of: controller)
      level = controller.presentedViewController
    }
    return depth
  }

  private static func depth(of controller: UIViewController) -> Int {
    if let navigation = controller as? UINavigationController {
      return navigation.viewControllers.count
    }
    if let tabs = controller as? UITabBarController {
      return tabs.selectedViewController.map(depth(of:)) ?? 0
    }
    return 1
  }
}
