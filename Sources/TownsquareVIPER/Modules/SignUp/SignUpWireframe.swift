import HeadlessUIKit

/// Assembles the SignUp module. It navigates nowhere itself: success goes out through the
/// module output, and the root wireframe swaps the window's root.
@MainActor
enum SignUpWireframe {
  static func buildModule(
    dependencies: ModuleDependencies, output: any SignUpModuleOutput
  ) -> UIViewController {
    let presenter = SignUpPresenter(interactor: dependencies.environment.auth, moduleOutput: output)
    let view = SignUpViewController(output: presenter)
    presenter.view = view
    dependencies.registerModule(presenter: presenter, wireframe: nil, viewController: view)
    return view
  }
}
