import HeadlessUIKit

/// Assembles Settings and pushes About onto the Profile stack.
@MainActor
final class SettingsWireframe: SettingsWireframeInput {
  private let dependencies: ModuleDependencies
  /// Weak: the view owns the module, and the navigation stack owns the view.
  weak var viewController: UIViewController?

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
    dependencies.registerModule(presenter: presenter, wireframe: wireframe, viewController: view)
    return view
  }

  func openAbout() {
    let about = AboutWireframe.buildModule(dependencies: dependencies)
    viewController?.navigationController?.whenIdle { $0.pushViewController(about, animated: true) }
  }
}
