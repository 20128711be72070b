import HeadlessUIKit

/// Hides a navigation controller from the coordinators that use it: a coordinator says what
/// to show, the router knows how (XCoordinator's "router is the how").
///
/// Every method takes the caller's `file` and `line` (defaulted in `Router+Defaults.swift`)
/// and hands them to UIKit, so the transition log names the coordinator that made the
/// decision, not the router that carried it out.
@MainActor
protocol Router: AnyObject {
  /// What a parent embeds (as a tab) or presents (as a sheet): the navigation controller.
  var rootViewController: UIViewController { get }

  /// Pushes `screen`. `onPop` runs once when the screen later leaves the stack, whatever took
  /// it off: the user's back gesture, a tab re-tap popping to the root, or a new stack.
  func push(
    _ screen: UIViewController, animated: Bool, onPop: (() -> Void)?, file: String, line: UInt)

  /// Pops the top screen; at the root it does nothing, as UIKit does.
  func pop(animated: Bool, file: String, line: UInt)

  func popToRoot(animated: Bool, file: String, line: UInt)

  /// Replaces the whole stack (`setViewControllers`), reusing controllers already on it.
  /// `onPop` is for the new top screen, as in `push`.
  func setRoot(
    _ screens: [UIViewController], animated: Bool, onPop: (() -> Void)?, file: String, line: UInt)

  /// Presents `controller` over the window's current presentation context.
  func present(_ controller: UIViewController, animated: Bool, file: String, line: UInt)

  /// Dismisses whatever this router's stack has presented, or the sheet it is in; `completion`
  /// runs once the dismissal is over (UIKit refuses to present, or to change a stack under the
  /// sheet, until then).
  func dismiss(animated: Bool, completion: (() -> Void)?, file: String, line: UInt)
}
