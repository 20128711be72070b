import HeadlessUIKit
import Townsquare

/// The Coordinator variant of Townsquare: the entry point the harness (or an app delegate)
/// calls. Builds the coordinator tree's root over the window; everything else is decided by
/// the coordinators.
@MainActor
public final class CoordinatorApp {
  /// The root of the coordinator tree (internal: tests inspect the tree).
  let appCoordinator: AppCoordinator

  public init(environment: AppEnvironment, window: UIWindow) {
    let context = CoordinatorContext(environment: environment, tracker: window.lifetimeTracker)
    let windowRouter = WindowRouter(window: window)
    window.lifetimeTracker.register(windowRouter, role: .router, anchor: .window)
    appCoordinator = AppCoordinator(windowRouter: windowRouter, context: context)
  }

  /// Shows the first screen: Onboarding, `[Login]` or MainTabs.
  public func launch() {
    appCoordinator.start()
  }

  /// A deep link from outside the app.
  public func open(url: String) {
    appCoordinator.open(url)
  }

  /// The system ended the session.
  public func handleSessionExpired() {
    appCoordinator.handleSessionExpired()
  }
}
