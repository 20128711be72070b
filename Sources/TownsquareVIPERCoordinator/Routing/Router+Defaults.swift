import HeadlessUIKit

/// The calls coordinators write: protocol requirements cannot have default arguments. Each
/// forwards to the requirement of the same name: with every argument given, Swift calls the
/// conforming type's method, not this one.
extension Router {
  func push(_ screen: UIViewController, animated: Bool = true, onPop: (() -> Void)? = nil) {
    push(screen, animated: animated, onPop: onPop)
  }

  func pop(animated: Bool = true) {
    pop(animated: animated)
  }

  func popToRoot(animated: Bool = true) {
    popToRoot(animated: animated)
  }

  /// Unanimated by default: a new stack is what a deep link shows at once.
  func setStack(
    _ screens: [UIViewController], animated: Bool = false, onPop: (() -> Void)? = nil
  ) {
    setStack(screens, animated: animated, onPop: onPop)
  }

  func present(
    _ controller: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil
  ) {
    present(controller, animated: animated, completion: completion)
  }

  func dismiss(animated: Bool = true, completion: (() -> Void)? = nil) {
    dismiss(animated: animated, completion: completion)
  }
}
