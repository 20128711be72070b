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
    wireframe.viewController = view
    dependencies.registerModule(presenter: presenter, wireframe: wireframe, viewController: view)
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
