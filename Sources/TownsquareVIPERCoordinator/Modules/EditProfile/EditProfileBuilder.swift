import HeadlessUIKit

/// Assembles the EditProfile module; its coordinator puts it in the sheet's own stack.
@MainActor
enum EditProfileBuilder {
  static func build(
    dependencies: AppDependencies, output: any EditProfileModuleOutput
  ) -> UIViewController {
    let presenter = EditProfilePresenter(
      interactor: dependencies.environment.profile, output: output)
    let view = EditProfileViewController(output: presenter)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return view
  }
}
