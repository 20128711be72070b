import HeadlessUIKit

/// Assembles PostDetail for one post.
@MainActor
enum PostDetailBuilder {
  static func build(
    dependencies: AppDependencies, postID: Int, output: any PostDetailModuleOutput
  ) -> UIViewController {
    let presenter = PostDetailPresenter(
      interactor: dependencies.environment.feed, output: output, postID: postID)
    let view = PostDetailViewController(output: presenter, postID: postID)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return view
  }
}
