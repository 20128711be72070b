import HeadlessUIKit

/// Assembles the Feed module.
@MainActor
enum FeedBuilder {
  static func build(dependencies: AppDependencies, output: any FeedModuleOutput) -> UIViewController
  {
    let presenter = FeedPresenter(interactor: dependencies.environment.feed, output: output)
    let view = FeedViewController(output: presenter)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return view
  }
}
