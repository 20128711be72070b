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

  /// Runs `action` now or, while a sheet over the window's root is still sliding in or out,
  /// once it has: UIKit refuses a dismissal while a presentation is in progress, and a deep
  /// link or session expiry can arrive then.
  func afterPresentationTransition(_ action: @escaping @MainActor () -> Void) {
    guard
      let coordinator = window.rootViewController?.presentedViewController?.transitionCoordinator
    else { return action() }
    coordinator.animate(alongsideTransition: nil) { _ in action() }
  }
}
