import HeadlessUIKit

/// Assembles the ForgotPassword module (with the email to prefill) and closes it by popping.
@MainActor
final class ForgotPasswordWireframe: ForgotPasswordWireframeInput {
  /// The screen it navigates from, set by `buildModule`. Weak: the view model owns the
  /// wireframe, and the navigation stack owns the view.
  weak var viewController: UIViewController?

  static func buildModule(
    dependencies: ModuleDependencies, prefilledEmail: String,
    output: any ForgotPasswordModuleOutput
  ) -> UIViewController {
    let wireframe = ForgotPasswordWireframe()
    let viewModel = ForgotPasswordViewModel(
      auth: dependencies.environment.auth, wireframe: wireframe, moduleOutput: output,
      email: prefilledEmail)
    let view = ForgotPasswordViewController(viewModel: viewModel)
    wireframe.viewController = view
    dependencies.registerModule(viewModel: viewModel, wireframe: wireframe, viewController: view)
    return view
  }

  func closeModule() {
    viewController?.navigationController?.whenIdle { $0.popViewController(animated: true) }
  }
}
