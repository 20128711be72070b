import HeadlessUIKit

extension UIWindow {
  /// Runs `action` now or, while a sheet over the root is still sliding in or out, once it
  /// has: UIKit refuses a dismissal while a presentation is in progress, and a deep link or
  /// session expiry can arrive then.
  func afterPresentationTransition(_ action: @escaping @MainActor () -> Void) {
    guard let coordinator = rootViewController?.presentedViewController?.transitionCoordinator
    else { return action() }
    coordinator.animate(alongsideTransition: nil) { _ in action() }
  }
}
