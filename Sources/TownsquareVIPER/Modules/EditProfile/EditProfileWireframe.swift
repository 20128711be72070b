import HeadlessUIKit

/// Assembles EditProfile and closes its sheet. The module needs no swipe-down callback: a
/// user's swipe frees the sheet and, with it, the module, which keeps no unsaved state.
@MainActor
final class EditProfileWireframe: EditProfileWireframeInput {
  /// Weak: the view owns the module, and the presented stack owns the view.
  weak var viewController: UIViewController?

  static func buildModule(
    dependencies: ModuleDependencies, output: any EditProfileModuleOutput
  ) -> UIViewController {
    let wireframe = EditProfileWireframe()
    let presenter = EditProfilePresenter(
      interactor: dependencies.environment.profile, wireframe: wireframe, moduleOutput: output)
    let view = EditProfileViewController(output: presenter)
    presenter.view = view
    wireframe.viewController = view
    dependencies.registerModule(presenter: presenter, wireframe: wireframe, viewController: view)
    return view
  }

  func closeModule() {
    viewController?.dismiss(animated: true)
  }
}
