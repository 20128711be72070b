import HeadlessUIKit

/// Assembles PostDetail for one post, and pushes its author's UserProfile.
@MainActor
final class PostDetailWireframe: PostDetailWireframeInput {
  private let dependencies: ModuleDependencies
  /// The screen it navigates from, set by `buildModule`. Weak: the view model owns the
  /// wireframe, and the navigation stack owns the view.
  weak var viewController: UIViewController?

  init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  static func buildModule(dependencies: ModuleDependencies, postID: Int) -> UIViewController {
    let wireframe = PostDetailWireframe(dependencies: dependencies)
    let viewModel = PostDetailViewModel(
      feed: dependencies.environment.feed, wireframe: wireframe, postID: postID)
    let view = PostDetailViewController(viewModel: viewModel)
    wireframe.viewController = view
    dependencies.registerModule(viewModel: viewModel, wireframe: wireframe, viewController: view)
    return view
  }

  func openUserProfile(userID: Int) {
    guard let viewController, let navigationController = viewController.navigationController
    else { return }
    let userProfile = UserProfileWireframe.buildModule(dependencies: dependencies, userID: userID)
    // Only while PostDetail is on top: the second tap of a double tap lands before the first
    // push has begun, and finds UserProfile already on the stack.
    guard navigationController.topViewController === viewController else { return }
    navigationController.whenIdle { $0.pushViewController(userProfile, animated: true) }
  }
}
