import HeadlessUIKit

/// Assembles the ForgotPassword module (with the email to prefill) and closes it by popping.
@MainActor
final class ForgotPasswordWireframe: ForgotPasswordWireframeInput {
  /// Weak: the view owns the module, and the navigation stack owns the view.
  private weak var viewController: UIViewController?

  static func buildModule(
    dependencies: ModuleDependencies, prefilledEmail: String,
    output: any ForgotPasswordModuleOutput
  ) -> UIViewController {
    let interactor = ForgotPasswordInteractor(auth: dependencies.environment.auth)
    let wireframe = ForgotPasswordWireframe()
    let presenter = ForgotPasswordPresenter(
      interactor: interactor, wireframe: wireframe, moduleOutput: output,
      prefilledEmail: prefilledEmail)
    let view = ForgotPasswordViewController(output: presenter)
    presenter.view = view
    interactor.output = presenter
    wireframe.viewController = view
    dependencies.registerModule(
      presenter: presenter, interactor: interactor, wireframe: wireframe, viewController: view)
    return view
  }

  func closeModule() {
    viewController?.navigationController?.whenIdle { $0.popViewController(animated: true) }
  }
}
