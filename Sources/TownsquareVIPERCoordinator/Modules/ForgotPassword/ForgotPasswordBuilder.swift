import HeadlessUIKit

/// Assembles the ForgotPassword module with the email to prefill.
@MainActor
enum ForgotPasswordBuilder {
  static func build(
    dependencies: AppDependencies, prefilledEmail: String,
    output: any ForgotPasswordModuleOutput
  ) -> UIViewController {
    let presenter = ForgotPasswordPresenter(
      interactor: dependencies.environment.auth, output: output, prefilledEmail: prefilledEmail)
    let view = ForgotPasswordViewController(output: presenter)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return view
  }
}
