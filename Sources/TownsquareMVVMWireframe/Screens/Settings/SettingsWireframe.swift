import HeadlessUIKit

/// Assembles Settings and pushes About onto the Profile stack.
@MainActor
final class SettingsWireframe: SettingsWireframeInput {
  private let dependencies: ModuleDependencies
  /// The screen it navigates from, set by `buildModule`. Weak: the view model owns the
  /// wireframe, and the navigation stack owns the view.
  weak var viewController: UIViewController?

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
    dependencies.registerModule(viewModel: viewModel, wireframe: wireframe, viewController: view)
    return view
  }

  func openAbout() {
    let about = AboutWireframe.buildModule(dependencies: dependencies)
    viewController?.navigationController?.whenIdle { $0.pushViewController(about, animated: true) }
  }
}
