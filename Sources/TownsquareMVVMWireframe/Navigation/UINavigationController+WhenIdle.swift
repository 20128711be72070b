import HeadlessUIKit

extension UINavigationController {
  /// Runs `change` on this stack now, or — while a transition of the stack (or a presentation
  /// over it) still animates — once that has ended: UIKit refuses to change a stack in flight,
  /// and a user's quick second tap or a deep link can come then. Every wireframe changes its
  /// stack through it.
  func whenIdle(_ change: @escaping @MainActor (UINavigationController) -> Void) {
    guard let coordinator = transitionCoordinator else { return change(self) }
    // Checked again when it ends: another change may have begun first.
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.whenIdle(change) }
  }
}
