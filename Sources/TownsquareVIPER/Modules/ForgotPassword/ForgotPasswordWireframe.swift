import HeadlessUIKit

/// Assembles the ForgotPassword module (with the email to prefill) and closes it by popping.
@MainActor
final class ForgotPasswordWireframe: ForgotPasswordWireframeInput {
  /// Weak: the view owns the module, and the navigation stack owns the view.
  weak var viewController: UIViewController?

  static func buildModule(
    dependencies: ModuleDependencies, prefilledEmail: String,
    output: any ForgotPasswordModuleOutput
  ) -> UIViewController {
    let wireframe = ForgotPasswordWireframe()
    let presenter = ForgotPasswordPresenter(
      interactor: dependencies.environment.auth, wireframe: wireframe, moduleOutput: output,
      prefilledEmail: prefilledEmail)
    let view = ForgotPasswordViewController(output: presenter)
    presenter.view = view
    wireframe.viewController = view
    dependencies.registerModule(presenter: presenter, wireframe: wireframe, viewController: view)
    return view
  }

  func closeModule() {
    viewController?.navigationController?.whenIdle { $0.popViewController(animated: true) }
  }
}
