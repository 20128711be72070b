import HeadlessUIKit
import Townsquare

/// Assembles the Login module and pushes the modules it opens onto Login's stack.
@MainActor
final class LoginWireframe: LoginWireframeInput {
  private let dependencies: ModuleDependencies
  /// The screen it navigates from, set by `buildModule`. Weak: the view model owns the
  /// wireframe, and the navigation stack owns the view.
  weak var viewController: UIViewController?

  init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  static func buildModule(
    dependencies: ModuleDependencies, output: any LoginModuleOutput, afterSessionExpiry: Bool
  ) -> UIViewController {
    let wireframe = LoginWireframe(dependencies: dependencies)
    let viewModel = LoginViewModel(
      auth: dependencies.environment.auth, wireframe: wireframe, moduleOutput: output,
      notice: afterSessionExpiry ? AuthInteractor.sessionExpiredNotice : "")
    let view = LoginViewController(viewModel: viewModel)
    wireframe.viewController = view
    dependencies.registerModule(viewModel: viewModel, wireframe: wireframe, viewController: view)
    return view
  }

  func openForgotPassword(prefilledEmail: String, output: any ForgotPasswordModuleOutput) {
    let forgotPassword = ForgotPasswordWireframe.buildModule(
      dependencies: dependencies, prefilledEmail: prefilledEmail, output: output)
    viewController?.navigationController?.whenIdle {
      $0.pushViewController(forgotPassword, animated: true)
    }
  }

  func openSignUp(output: any SignUpModuleOutput) {
    let signUp = SignUpWireframe.buildModule(dependencies: dependencies, output: output)
    viewController?.navigationController?.whenIdle { $0.pushViewController(signUp, animated: true) }
  }
}
