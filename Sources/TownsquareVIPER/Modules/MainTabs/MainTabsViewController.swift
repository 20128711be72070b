import HeadlessUIKit

/// The tab bar of the main part of the app. Its tabs are set by its wireframe; it has no
/// `screenName`, as the notation writes it `Tabs{…}`.
@MainActor
final class MainTabsViewController: UITabBarController {
  /// Strong: the view owns its module (presenter, and through it the wireframe).
  private let output: any MainTabsViewOutput

  init(output: any MainTabsViewOutput) {
    self.output = output
    super.init()
  }
}

extension MainTabsViewController: MainTabsViewInput {}
