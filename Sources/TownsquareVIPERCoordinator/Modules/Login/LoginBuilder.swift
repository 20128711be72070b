import HeadlessUIKit

/// Assembles the Login module; its coordinator puts it at the root of the auth stack.
@MainActor
enum LoginBuilder {
  /// `notice` is what Login says on arrival ("Session expired", or nothing).
  static func build(
    dependencies: AppDependencies, notice: String, output: any LoginModuleOutput
  ) -> (view: UIViewController, input: any LoginModuleInput) {
    let presenter = LoginPresenter(
      interactor: dependencies.environment.auth, output: output, notice: notice)
    let view = LoginViewController(output: presenter)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return (view, presenter)
  }
}
