import HeadlessUIKit

/// Assembles EditProfile and closes its sheet. The module needs no swipe-down callback: a
/// user's swipe frees the sheet and, with it, the module, which keeps no unsaved state.
@MainActor
final class EditProfileWireframe: EditProfileWireframeInput {
  /// The screen it navigates from, set by `buildModule`. Weak: the view model owns the
  /// wireframe, and the presented stack owns the view.
  weak var viewController: UIViewController?

  static func buildModule(
    dependencies: ModuleDependencies, output: any EditProfileModuleOutput
  ) -> UIViewController {
    let wireframe = EditProfileWireframe()
    let viewModel = EditProfileViewModel(
      profile: dependencies.environment.profile, wireframe: wireframe, moduleOutput: output)
    let view = EditProfileViewController(viewModel: viewModel)
    wireframe.viewController = view
    dependencies.registerModule(viewModel: viewModel, wireframe: wireframe, viewController: view)
    return view
  }

  func closeModule() {
    viewController?.dismiss(animated: true)
  }
}
