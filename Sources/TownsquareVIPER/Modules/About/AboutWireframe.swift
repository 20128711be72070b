import HeadlessUIKit

/// Assembles About. It navigates nowhere (a user leaves it with the back gesture), so nothing
/// of it is kept once the module is built.
@MainActor
enum AboutWireframe {
  static func buildModule(dependencies: ModuleDependencies) -> UIViewController {
    let presenter = AboutPresenter(interactor: dependencies.environment.settings)
    let view = AboutViewController(output: presenter)
    presenter.view = view
    dependencies.registerModule(presenter: presenter, wireframe: nil, viewController: view)
    return view
  }
}
