import HeadlessUIKit
import Townsquare

/// The VIPER variant of Townsquare: what the scene delegate of a real app would be. It owns the
/// window and the app-level ``RootWireframe`` and hands every system event to it.
///
/// Each module's interactor is the shared domain interactor itself, seen through the module's
/// `…InteractorInput` protocol (conformed to in the module's contracts). The domain already
/// answers synchronously with the exact texts, so a module's own interactor type would only
/// forward; the protocol still lists what the module uses and lets its presenter be tested
/// with a double.
@MainActor
public final class VIPERApp {
  private let window: UIWindow
  private let rootWireframe: RootWireframe

  public init(environment: AppEnvironment, window: UIWindow) {
    self.window = window
    let dependencies = ModuleDependencies(
      environment: environment, lifetimeTracker: window.lifetimeTracker)
    rootWireframe = RootWireframe(window: window, dependencies: dependencies)
    dependencies.register(rootWireframe, as: .wireframe, anchor: .window)
  }

  /// Shows the first screen: Onboarding, `[Login]` or MainTabs.
  public func launch() {
    rootWireframe.launch()
  }

  /// A deep link from the system.
  public func open(url: String) {
    rootWireframe.openDeepLink(url)
  }

  /// The system ended the session (e.g. the token expired).
  public func handleSessionExpired() {
    rootWireframe.handleSessionExpired()
  }
}
