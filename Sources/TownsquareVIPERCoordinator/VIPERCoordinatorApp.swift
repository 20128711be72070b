import HeadlessUIKit
import Townsquare

/// The VIPER+C variant of Townsquare: every screen a VIPER module, every navigation decision a
/// coordinator's. This is what a scene delegate would call; it builds the root of the
/// coordinator tree over the window and hands it every system event.
///
/// Each module's interactor is the shared domain interactor itself, seen through the module's
/// `…InteractorInput` protocol (conformed to in the module's contracts). The domain already
/// answers synchronously with the exact texts, so a module's own interactor type would only
/// forward; the protocol still lists what the module uses and lets its presenter be tested
/// with a double.
@MainActor
public final class VIPERCoordinatorApp {
  /// The root of the coordinator tree (internal: tests inspect the tree).
  let appCoordinator: AppCoordinator

  public init(environment: AppEnvironment, window: UIWindow) {
    let dependencies = AppDependencies(environment: environment, tracker: window.lifetimeTracker)
    let windowRouter = WindowRouter(window: window)
    window.lifetimeTracker.register(windowRouter, role: .router, anchor: .window)
    appCoordinator = AppCoordinator(windowRouter: windowRouter, dependencies: dependencies)
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
