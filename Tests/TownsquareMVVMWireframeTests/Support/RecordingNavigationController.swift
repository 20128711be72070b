import HeadlessUIKit

/// The navigation double wireframe tests run against: a navigation controller off screen (so,
/// as in UIKit, each change is done at once and animates nothing) that records every change it
/// is asked for, in the hierarchy notation, with whether it was to animate.
@MainActor
final class RecordingNavigationController: UINavigationController {
  private(set) var calls: [String] = []

  /// The stack in the notation: `[Feed > PostDetail(1)]`.
  var stack: String { HierarchyNotation.describeStack(viewControllers) }

  override func pushViewController(
    _ viewController: UIViewController, animated: Bool, file: String = #fileID, line: UInt = #line
  ) {
    calls.append("push \(viewController.notationName)\(animated ? "" : " unanimated")")
    super.pushViewController(viewController, animated: animated, file: file, line: line)
  }

  @discardableResult
  override func popViewController(animated: Bool, file: String = #fileID, line: UInt = #line)
    -> UIViewController?
  {
    calls.append("pop\(animated ? "" : " unanimated")")
    return super.popViewController(animated: animated, file: file, line: line)
  }

  override func setViewControllers(
    _ viewControllers: [UIViewController], animated: Bool, file: String = #fileID,
    line: UInt = #line
  ) {
    let stack = HierarchyNotation.describeStack(viewControllers)
    calls.append("setViewControllers \(stack)\(animated ? "" : " unanimated")")
    super.setViewControllers(viewControllers, animated: animated, file: file, line: line)
  }
}
