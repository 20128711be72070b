import HeadlessUIKit

/// The navigation double of the wireframes that swap the window's root or present: a window
/// that records each root it is given, in the hierarchy notation, and whose run loop a test
/// lets go idle (as a UI test waits for animations) to see what UIKit did and refused.
@MainActor
final class RecordingWindow: UIWindow {
  private(set) var roots: [String] = []
  private var seen = 0

  override var rootViewController: UIViewController? {
    get { super.rootViewController }
    set {
      roots.append(newValue.map(HierarchyNotation.describe) ?? HierarchyNotation.emptyWindow)
      super.rootViewController = newValue
    }
  }

  /// Shows `screen` as the root, as an app would before the test begins.
  func show(_ screen: UIViewController) {
    super.rootViewController = screen
    makeKeyAndVisible()
    settle()
  }

  /// Lets every running animation end.
  func settle() {
    runLoop.runUntilIdle()
  }

  /// The transitions since the last call, as the log writes them (`present [EditProfile]`).
  func newTransitions() -> [String] {
    let all = transitions.map(\.description)
    defer { seen = all.count }
    return Array(all.dropFirst(seen))
  }

  var hierarchy: String { HierarchyNotation.render(self) }

  /// Misuses and warnings UIKit would log; none in a correct app.
  var issueTexts: [String] { issues.map { "\($0)" } }
}
