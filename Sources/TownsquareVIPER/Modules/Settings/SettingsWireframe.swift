import HeadlessUIKit

/// Assembles Settings and pushes About onto the Profile stack.
@MainActor
final class SettingsWireframe: SettingsWireframeInput {
  private let dependencies: ModuleDependencies
  /// Weak: the view owns the module, and the navigation stack owns the view.
  weak var viewController: UIViewController?
  /// Planted fault `viper.wireframeRetainsView`: the view controller kept in a strong property
  /// "to navigate from later". View → presenter → wireframe → view is a cycle, so a Settings
  /// that leaves the stack (back, a deep link, logout) stays alive with its whole module.
  private var retainedViewController: UIViewController?

  init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  static func buildModule(
    dependencies: ModuleDependencies, output: any SettingsModuleOutput
  ) -> UIViewController {
    let wireframe = SettingsWireframe(dependencies: dependencies)
    let presenter = SettingsPresenter(
      interactor: dependencies.environment.settings, session: dependencies.environment.auth,
      wireframe: wireframe, moduleOutput: output)
    let view = SettingsViewController(output: presenter)
    presenter.view = view
    wireframe.viewController = view
    if dependencies.isPlanted(.viperWireframeRetainsView) {
      wireframe.retainedViewController = view
    }
    dependencies.registerModule(presenter: presenter, wireframe: wireframe, viewController: view)
    return view
  }

  func openAbout() {
    let about = AboutWireframe.buildModule(dependencies: dependencies)
    viewController?.navigationController?.whenIdle { $0.pushViewController(about, animated: true) }
  }
}
