import HeadlessUIKit

/// Assembles PostDetail for one post, and pushes its author's UserProfile.
@MainActor
final class PostDetailWireframe: PostDetailWireframeInput {
  private let dependencies: ModuleDependencies
  /// Weak: the view owns the module, and the navigation stack owns the view.
  weak var viewController: UIViewController?

  init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  static func buildModule(dependencies: ModuleDependencies, postID: Int) -> UIViewController {
    let wireframe = PostDetailWireframe(dependencies: dependencies)
    let presenter = PostDetailPresenter(
      interactor: dependencies.environment.feed, wireframe: wireframe, postID: postID)
    let view = PostDetailViewController(output: presenter, postID: postID)
    presenter.view = view
    if dependencies.isPlanted(.viperPresenterRetainsView) { presenter.retainedView = view }
    wireframe.viewController = view
    dependencies.registerModule(presenter: presenter, wireframe: wireframe, viewController: view)
    return view
  }

  func openUserProfile(userID: Int) {
    let userProfile = UserProfileWireframe.buildModule(dependencies: dependencies, userID: userID)
    guard let navigationController = viewController?.navigationController else { return }
    /// Planted fault `viper.pushDuringTransition`: this one wireframe pushes without waiting
    /// for the stack to be idle, as if no tap could come while the post slides in.
    if dependencies.isPlanted(.viperPushDuringTransition) {
      return navigationController.pushViewController(userProfile, animated: true)
    }
    navigationController.whenIdle { $0.pushViewController(userProfile, animated: true) }
  }
}
