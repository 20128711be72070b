import HeadlessUIKit

/// The window-level router: swaps the window's root between flows (Onboarding, the Login
/// stack, MainTabs). Only ``AppCoordinator`` holds one, so no other coordinator can replace
/// the whole screen.
@MainActor
final class WindowRouter {
  private let window: UIWindow

  init(window: UIWindow) {
    self.window = window
  }

  /// Makes `controller` the window's root, releasing the old hierarchy.
  func setRoot(_ controller: UIViewController) {
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }
}
