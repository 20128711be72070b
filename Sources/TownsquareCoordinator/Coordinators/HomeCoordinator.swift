import HeadlessUIKit
import Townsquare

/// The Home tab: Feed at the root of its stack, PostDetail and UserProfile pushed on it.
///
/// Result style: **none** — the flow lives exactly as long as MainTabs and has nothing to
/// report; it is only ended from above, with the Main flow.
@MainActor
final class HomeCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  private let context: CoordinatorContext
  private var router: (any Router)?
  /// The root screen, reused when a deep link replaces the stack above it.
  private weak var feed: UIViewController?

  init(context: CoordinatorContext) {
    self.context = context
  }

  /// The Home stack, for the tab bar; nil until `start()`.
  var rootViewController: UIViewController? { router?.rootViewController }

  func start() {
    let feedScreen = makeFeed()
    let router = context.makeTrackedRouter(root: feedScreen)
    context.track(self, as: .coordinator, anchor: router.rootViewController)
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

  private func showPostDetail(postID: Int) {
    router?.push(makePostDetail(postID: postID))
  }

  private func showUserProfile(userID: Int) {
    router?.push(makeUserProfile(userID: userID))
  }

  private func makeFeed() -> UIViewController {
    let viewModel = FeedViewModel(feed: context.environment.feed)
    let screen = FeedViewController(viewModel: viewModel)
    viewModel.onSelectPost = { [weak self] id in self?.showPostDetail(postID: id) }
    context.track(viewModel, as: .viewModel, anchor: screen)
    return screen
  }

  private func makePostDetail(postID: Int) -> UIViewController {
    let viewModel = PostDetailViewModel(feed: context.environment.feed, postID: postID)
    let screen = PostDetailViewController(viewModel: viewModel)
    viewModel.onShowAuthor = { [weak self] id in
      self?.showUserProfile(userID: id)
    }
    context.track(viewModel, as: .viewModel, anchor: screen)
    return screen
  }

  private func makeUserProfile(userID: Int) -> UIViewController {
    let viewModel = UserProfileViewModel(profile: context.environment.profile, userID: userID)
    let screen = UserProfileViewController(viewModel: viewModel)
    context.track(viewModel, as: .viewModel, anchor: screen)
    return screen
  }
}
