import HeadlessUIKit
import Townsquare

/// The MVVM+W variant of Townsquare: what the scene delegate of a real app would be. It owns the
/// window and the app-level ``RootWireframe`` and hands every system event to it.
///
/// Each screen is a view controller with a view model, as in MVVM+C (the same view controllers);
/// each screen that navigates has its own wireframe, which its view model asks, as in VIPER.
@MainActor
public final class MVVMWireframeApp {
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
