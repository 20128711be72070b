import HeadlessUIKit

/// Assembles MyProfile and navigates the Profile tab: pushes Settings, presents EditProfile in
/// its own navigation stack as a sheet, and sets the stack for deep links (keeping this screen).
@MainActor
final class MyProfileWireframe: MyProfileWireframeInput {
  private let dependencies: ModuleDependencies
  /// The screen it navigates from, set by `buildModule`. Weak: the view model owns the
  /// wireframe, and the navigation stack owns the view.
  weak var viewController: UIViewController?

  init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  static func buildModule(
    dependencies: ModuleDependencies, output: any MyProfileModuleOutput
  ) -> (viewController: UIViewController, input: any MyProfileModuleInput) {
    let wireframe = MyProfileWireframe(dependencies: dependencies)
    let viewModel = MyProfileViewModel(
      profile: dependencies.environment.profile, wireframe: wireframe, moduleOutput: output)
    let view = MyProfileViewController(viewModel: viewModel)
    wireframe.viewController = view
    dependencies.registerModule(viewModel: viewModel, wireframe: wireframe, viewController: view)
    return (view, viewModel)
  }

  func openEditProfile(output: any EditProfileModuleOutput) {
    let editProfile = EditProfileWireframe.buildModule(dependencies: dependencies, output: output)
    viewController?.present(
      UINavigationController(rootViewController: editProfile), animated: true)
  }

  func openSettings(output: any SettingsModuleOutput) {
    let settings = SettingsWireframe.buildModule(dependencies: dependencies, output: output)
    viewController?.navigationController?.whenIdle {
      $0.pushViewController(settings, animated: true)
    }
  }

  func setStackToSettings(output: any SettingsModuleOutput) {
    guard let viewController, let navigationController = viewController.navigationController
    else { return }
    let settings = SettingsWireframe.buildModule(dependencies: dependencies, output: output)
    navigationController.whenIdle {
      $0.setViewControllers([viewController, settings], animated: false)
    }
  }

  func setStackToRootAndOpenEditProfile(output: any EditProfileModuleOutput) {
    guard let viewController, let navigationController = viewController.navigationController
    else { return }
    navigationController.whenIdle { $0.setViewControllers([viewController], animated: false) }
    openEditProfile(output: output)
  }
}
