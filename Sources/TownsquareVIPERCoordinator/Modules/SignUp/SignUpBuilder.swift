import HeadlessUIKit

/// Assembles the SignUp module.
@MainActor
enum SignUpBuilder {
  static func build(
    dependencies: AppDependencies, output: any SignUpModuleOutput
  ) -> UIViewController {
    let presenter = SignUpPresenter(interactor: dependencies.environment.auth, output: output)
    let view = SignUpViewController(output: presenter)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return view
  }
}
