import HeadlessUIKit

/// Settings and About, pushed on the parent's stack: a child that shares its parent's router
/// and so never owns a navigation controller. It ends when the Settings screen leaves the
/// stack, whatever took it off; the router tells it (see ``NavigationRouter``).
///
/// Result style: **delegate** (``SettingsCoordinatorDelegate``) — two different events
/// (finished, logged out), neither with a value.
@MainActor
final class SettingsCoordinator: Coordinator {
  weak var delegate: (any SettingsCoordinatorDelegate)?
  var childCoordinators: [any Coordinator] = []
  private let dependencies: AppDependencies
  private let router: any Router

  /// `router` is the parent's: Settings goes on the parent's stack.
  init(router: any Router, dependencies: AppDependencies) {
    self.router = router
    self.dependencies = dependencies
  }

  /// Pushes Settings.
  func start() {
    router.push(makeSettings(), onPop: onSettingsPopped)
  }

  /// Sets the stack to `[root > Settings]` in one step (a deep link).
  func start(above root: UIViewController) {
    router.setStack([root, makeSettings()], onPop: onSettingsPopped)
  }

  /// Its screens are on the parent's stack, which the parent takes care of.
  func finish() {
    finishChildren()
  }

  /// What to do when Settings leaves the stack: report the end of the flow.
  private var onSettingsPopped: (() -> Void)? {
    return { [weak self] in
      guard let self else { return }
      delegate?.settingsCoordinatorDidFinish(self)
    }
  }

  private func makeSettings() -> UIViewController {
    let screen = SettingsBuilder.build(dependencies: dependencies, output: self)
    dependencies.track(self, as: .coordinator, anchor: screen)
    return screen
  }
}

extension SettingsCoordinator: SettingsModuleOutput {
  func settingsModuleDidRequestAbout() {
    router.push(AboutBuilder.build(dependencies: dependencies))
  }

  func settingsModuleDidLogOut() {
    delegate?.settingsCoordinatorDidLogOut(self)
  }
}
