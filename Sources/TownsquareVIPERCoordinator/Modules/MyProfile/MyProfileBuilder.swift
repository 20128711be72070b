import HeadlessUIKit

/// Assembles the MyProfile module.
@MainActor
enum MyProfileBuilder {
  static func build(
    dependencies: AppDependencies, output: any MyProfileModuleOutput
  ) -> (view: UIViewController, input: any MyProfileModuleInput) {
    let presenter = MyProfilePresenter(interactor: dependencies.environment.profile, output: output)
    let view = MyProfileViewController(output: presenter)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return (view, presenter)
  }
}
