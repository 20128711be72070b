import HeadlessUIKit

/// Hides a navigation controller from the coordinators that use it: a coordinator says what
/// to show, the router knows how. Defaults for the arguments are in `Router+Defaults.swift`.
@MainActor
protocol Router: AnyObject {
  /// What a parent embeds (as a tab) or presents (as a sheet): the navigation controller.
  var rootViewController: UIViewController { get }

  /// Pushes `screen`. `onPop` runs once when the screen later leaves the stack, whatever took
  /// it off: the user's back gesture, a tab re-tap popping to the root, or a new stack.
  func push(_ screen: UIViewController, animated: Bool, onPop: (() -> Void)?)

  /// Pops the top screen; at the root it does nothing, as UIKit does.
  func pop(animated: Bool)

  func popToRoot(animated: Bool)

  /// Replaces the whole stack (`setViewControllers`), reusing controllers already on it.
  /// `onPop` is for the new top screen, as in `push`.
  func setStack(_ screens: [UIViewController], animated: Bool, onPop: (() -> Void)?)

  /// Presents `controller` over the window's current presentation context; `completion` runs
  /// once it is up.
  func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?)

  /// Dismisses whatever this router's stack has presented, or the sheet it is in. UIKit
  /// refuses a present while a dismissal is in flight, so a present that follows goes in
  /// `completion`.
  func dismiss(animated: Bool, completion: (() -> Void)?)
}
