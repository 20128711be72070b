import HeadlessUIKit
import Townsquare

/// The ``Router`` over one `UINavigationController`, and that controller's delegate.
///
/// Being the delegate is how a coordinator learns of pops no code of its own asked for. In
/// `didShow`, every screen pushed with an `onPop` that is no longer on the stack gets its
/// callback, whatever took it off (the back gesture, a tab re-tap, a new stack). It compares
/// with the stack itself, not with the transition coordinator's `.from` controller: UIKit gives
/// no coordinator to an unanimated change, such as a deep link's new stack. A cancelled back
/// gesture never reaches `didShow`, so it ends nothing. (`willMove(toParent: nil)` would be
/// wrong: UIKit sends it when the gesture begins, also when the user then cancels it.)
@MainActor
final class NavigationRouter: Router, UINavigationControllerDelegate {
  /// A screen whose leaving the stack someone wants to hear of. Weak: the router must not keep
  /// a popped screen alive.
  private struct PopObserver {
    weak var screen: UIViewController?
    let onPop: () -> Void
  }

  let navigationController: UINavigationController
  private var popObservers: [PopObserver] = []
  /// The screen this router pushed last: while it still slides in, another push is the second
  /// tap of a double tap.
  private weak var lastPushed: UIViewController?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
    navigationController.delegate = self
  }

  /// A router over a new navigation controller with `rootViewController` at its root; building
  /// it this way is not a navigation step, so nothing is logged.
  convenience init(rootViewController: UIViewController) {
    self.init(
      navigationController: UINavigationController(rootViewController: rootViewController))
  }

  var rootViewController: UIViewController { navigationController }

  func push(_ screen: UIViewController, animated: Bool, onPop: (() -> Void)?) {
    // Both taps of a double tap land before the first push begins (UIKit starts it at its next
    // layout pass), so the second asks while the first screen slides in: it is dropped.
    if let lastPushed, navigationController.topViewController === lastPushed,
      navigationController.transitionCoordinator != nil
    {
      return
    }
    whenIdle { navigationController in
      navigationController.pushViewController(screen, animated: animated)
      if navigationController.topViewController === screen { self.lastPushed = screen }
      self.observePop(of: screen, onPop)
    }
  }

  func pop(animated: Bool) {
    whenIdle { $0.popViewController(animated: animated) }
  }

  func popToRoot(animated: Bool) {
    whenIdle { $0.popToRootViewController(animated: animated) }
  }

  func setStack(_ screens: [UIViewController], animated: Bool, onPop: (() -> Void)?) {
    whenIdle { navigationController in
      navigationController.setViewControllers(screens, animated: animated)
      if let top = screens.last { self.observePop(of: top, onPop) }
    }
  }

  func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    navigationController.present(controller, animated: animated, completion: completion)
  }

  func dismiss(animated: Bool, completion: (() -> Void)?) {
    navigationController.dismiss(animated: animated, completion: completion)
  }

  // MARK: UINavigationControllerDelegate

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    notifyPoppedScreens()
  }

  /// Runs `change` on the stack now, or — while a transition of the stack (or a presentation
  /// over it) still animates — once that has ended: UIKit refuses to change a stack in flight,
  /// and a user's quick second tap or a deep link can come then. A screen is observed only
  /// once it is on the stack, so that a running transition's `didShow` does not take it for
  /// popped.
  private func whenIdle(_ change: @escaping @MainActor (UINavigationController) -> Void) {
    guard let coordinator = navigationController.transitionCoordinator
    else { return change(navigationController) }
    // Checked again when it ends: another change may have begun first.
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.whenIdle(change) }
  }

  /// Observes `screen` once it is on the stack (a refused push leaves nothing to observe).
  private func observePop(of screen: UIViewController, _ onPop: (() -> Void)?) {
    guard let onPop, navigationController.viewControllers.contains(where: { $0 === screen })
    else { return }
    popObservers.append(PopObserver(screen: screen, onPop: onPop))
  }

  /// Runs, in push order, the callbacks of observed screens no longer on the stack. They are
  /// dropped before any runs, as a callback may change the stack again.
  private func notifyPoppedScreens() {
    let stack = navigationController.viewControllers
    var popped: [PopObserver] = []
    popObservers.removeAll { observer in
      let isGone = observer.screen.map { screen in !stack.contains { $0 === screen } } ?? true
      if isGone { popped.append(observer) }
      return isGone
    }
    for observer in popped { observer.onPop() }
  }
}
