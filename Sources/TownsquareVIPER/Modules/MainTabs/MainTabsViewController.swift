import HeadlessUIKit

/// The tab bar of the main part of the app. Its tabs are set by its wireframe; it has no
/// `screenName`, as the notation writes it `Tabs{…}`.
@MainActor
final class MainTabsViewController: UITabBarController {
  /// Strong, and untyped: the tab bar reports nothing to its presenter; it holds it (and
  /// through it the wireframe) only so that the module lives exactly as long as the tab bar.
  private let module: AnyObject

  init(module: AnyObject) {
    self.module = module
    super.init()
  }
}
