import HeadlessUIKit

/// Assembles the SignUp module. It navigates nowhere itself: success goes out through the
/// module output, and the root wireframe swaps the window's root.
@MainActor
final class SignUpWireframe: SignUpWireframeInput {
  static func buildModule(
    dependencies: ModuleDependencies, output: any SignUpModuleOutput
  ) -> UIViewController {
    let interactor = SignUpInteractor(auth: dependencies.environment.auth)
    let wireframe = SignUpWireframe()
    let presenter = SignUpPresenter(
      interactor: interactor, wireframe: wireframe, moduleOutput: output)
    let view = SignUpViewController(output: presenter)
    presenter.view = view
    interactor.output = presenter
    dependencies.registerModule(
      presenter: presenter, interactor: interactor, wireframe: wireframe, viewController: view)
    return view
  }
}
