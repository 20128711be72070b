import HeadlessUIKit

/// Assembles the About module.
@MainActor
enum AboutBuilder {
  static func build(dependencies: AppDependencies) -> UIViewController {
    let presenter = AboutPresenter(interactor: dependencies.environment.settings)
    let view = AboutViewController(output: presenter)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return view
  }
}
