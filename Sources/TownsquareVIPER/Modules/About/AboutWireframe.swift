import HeadlessUIKit

/// Assembles About. It navigates nowhere: a user leaves it with the back gesture.
///
/// No interactor: the module shows one constant, the domain's version text, which the builder
/// hands to the presenter. An interactor would only forward a constant.
@MainActor
final class AboutWireframe: AboutWireframeInput {
  static func buildModule(dependencies: ModuleDependencies) -> UIViewController {
    let wireframe = AboutWireframe()
    let presenter = AboutPresenter(
      wireframe: wireframe, versionText: dependencies.environment.settings.versionText)
    let view = AboutViewController(output: presenter)
    presenter.view = view
    dependencies.registerModule(
      presenter: presenter, interactor: nil, wireframe: wireframe, viewController: view)
    return view
  }
}
