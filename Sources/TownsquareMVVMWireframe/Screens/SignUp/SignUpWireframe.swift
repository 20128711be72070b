import HeadlessUIKit

/// Assembles the SignUp module. It navigates nowhere itself: success goes out through the
/// module output, and the root wireframe swaps the window's root.
@MainActor
enum SignUpWireframe {
  static func buildModule(
    dependencies: ModuleDependencies, output: any SignUpModuleOutput
  ) -> UIViewController {
    let viewModel = SignUpViewModel(auth: dependencies.environment.auth, moduleOutput: output)
    let view = SignUpViewController(viewModel: viewModel)
    dependencies.registerModule(viewModel: viewModel, wireframe: nil, viewController: view)
    return view
  }
}
