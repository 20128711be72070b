import HeadlessUIKit

/// A double of the window under ``WindowRouter``: it records each root swap in the hierarchy
/// notation (`[Login]`, `Tabs{…}`), so the app coordinator's decisions can be read without
/// running UIKit's transitions.
@MainActor
final class RecordingWindow: UIWindow {
  private(set) var roots: [String] = []

  override var rootViewController: UIViewController? {
    get { super.rootViewController }
    set {
      roots.append(newValue.map(HierarchyNotation.describe) ?? "nil")
      super.rootViewController = newValue
    }
  }
}
