import HeadlessUIKit
import Townsquare

/// The Home tab: Feed at the root of its stack, PostDetail and UserProfile pushed on it.
///
/// Result style: **none** — the flow lives exactly as long as MainTabs and has nothing to
/// report; it is only ended from above, with the Main flow.
@MainActor
final class HomeCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  private let dependencies: AppDependencies
  private var router: (any Router)?
  /// The root screen, kept when a deep link replaces the stack above it.
  private weak var feed: UIViewController?

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  /// The Home stack, for the tab bar; nil until `start()`.
  var rootViewController: UIViewController? { router?.rootViewController }

  func start() {
    let feedScreen = FeedBuilder.build(dependencies: dependencies, output: self)
    let router = dependencies.makeTrackedRouter(root: feedScreen)
    dependencies.track(self, as: .coordinator, anchor: router.rootViewController)
    self.router = router
    feed = feedScreen
  }

  /// Nothing of its own outlives the Main flow.
  func finish() {
    finishChildren()
  }

  /// Sets the stack to `[Feed > PostDetail(ID)]` or `[Feed > UserProfile(ID)]` in one step.
  func route(_ link: DeepLink) {
    guard let feed else { return }
    switch link {
    case .post(let id): router?.setStack([feed, makePostDetail(postID: id)])
    case .user(let id): router?.setStack([feed, makeUserProfile(userID: id)])
    case .settings, .editProfile: break
    }
  }

  private func makePostDetail(postID: Int) -> UIViewController {
    PostDetailBuilder.build(dependencies: dependencies, postID: postID, output: self)
  }

  private func makeUserProfile(userID: Int) -> UIViewController {
    UserProfileBuilder.build(dependencies: dependencies, userID: userID)
  }
}

extension HomeCoordinator: FeedModuleOutput {
  func feedModule(didSelectPost postID: Int) {
    router?.push(makePostDetail(postID: postID))
  }
}

extension HomeCoordinator: PostDetailModuleOutput {
  func postDetailModule(didSelectAuthor userID: Int) {
    router?.push(makeUserProfile(userID: userID))
  }
}
