import HeadlessUIKit

/// Assembles the Feed module and navigates the Home stack: a row pushes PostDetail; a deep link
/// sets the stack to this Feed and the linked screen, built through that screen's wireframe.
@MainActor
final class FeedWireframe: FeedWireframeInput {
  private let dependencies: ModuleDependencies
  /// The screen it navigates from, set by `buildModule`. Weak: the view model owns the
  /// wireframe, and the navigation stack owns the view.
  weak var viewController: UIViewController?

  init(dependencies: ModuleDependencies) {
    self.dependencies = dependencies
  }

  static func buildModule(
    dependencies: ModuleDependencies
  ) -> (viewController: UIViewController, input: any FeedModuleInput) {
    let wireframe = FeedWireframe(dependencies: dependencies)
    let viewModel = FeedViewModel(feed: dependencies.environment.feed, wireframe: wireframe)
    let view = FeedViewController(viewModel: viewModel)
    wireframe.viewController = view
    dependencies.registerModule(viewModel: viewModel, wireframe: wireframe, viewController: view)
    return (view, viewModel)
  }

  func openPostDetail(postID: Int) {
    // Only while Feed is on top: the second tap of a double tap lands before the first push
    // has begun, and finds PostDetail already on the stack.
    guard let viewController,
      viewController.navigationController?.topViewController === viewController
    else { return }
    let postDetail = PostDetailWireframe.buildModule(dependencies: dependencies, postID: postID)
    viewController.navigationController?.whenIdle {
      $0.pushViewController(postDetail, animated: true)
    }
  }

  func setStackToPostDetail(postID: Int) {
    let postDetail = PostDetailWireframe.buildModule(dependencies: dependencies, postID: postID)
    setStack(on: postDetail)
  }

  func setStackToUserProfile(userID: Int) {
    let userProfile = UserProfileWireframe.buildModule(dependencies: dependencies, userID: userID)
    setStack(on: userProfile)
  }

  private func setStack(on screen: UIViewController) {
    guard let viewController, let navigationController = viewController.navigationController
    else { return }
    navigationController.whenIdle {
      $0.setViewControllers([viewController, screen], animated: false)
    }
  }
}
