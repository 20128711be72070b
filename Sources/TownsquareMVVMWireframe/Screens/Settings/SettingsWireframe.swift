import HeadlessUIKit

/// Assembles Settings and pushes About onto the Profile stack.
@MainActor
final class SettingsWireframe: SettingsWireframeInput {
  private let dependencies: ModuleDependencies
  /// The screen it navigates from, set by `buildModule`. Weak: the view model owns the
  /// wireframe, and the navigation stack owns the view.
  weak var viewController: UIViewController?
  /// Planted fault `mvvm-wireframe.wireframeRetainsView`: the view controller kept in a strong
  /// property "to navigate from later". View → view model → wireframe → view is a cycle, so a
  /// Settings that leaves the stack (back, a deep link, logout) stays alive with its module.
  private var retainedViewController: UIViewController?

  init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  static func buildModule(
    dependencies: ModuleDependencies, output: any SettingsModuleOutput
  ) -> UIViewController {
    let wireframe = SettingsWireframe(dependencies: dependencies)
    let viewModel = SettingsViewModel(
      settings: dependencies.environment.settings, auth: dependencies.environment.auth,
      wireframe: wireframe, moduleOutput: output)
    let view = SettingsViewController(viewModel: viewModel)
    wireframe.viewController = view
    if dependencies.isPlanted(.mvvmWireframeWireframeRetainsView) {
      wireframe.retainedViewController = view
    }
    dependencies.registerModule(viewModel: viewModel, wireframe: wireframe, viewController: view)
    return view
  }

  func openAbout() {
    let about = AboutWireframe.buildModule(dependencies: dependencies)
    viewController?.navigationController?.whenIdle { $0.pushViewController(about, animated: true) }
  }
}
