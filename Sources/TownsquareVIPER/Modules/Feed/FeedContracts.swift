import Townsquare

/// One row of the Feed, as the view shows it.
struct FeedRowViewModel: Equatable {
  let postID: Int
  let title: String
}

/// What the presenter tells the Feed screen to show.
@MainActor
protocol FeedViewInput: AnyObject {
  func display(rows: [FeedRowViewModel], countText: String)
}

/// What the Feed screen reports to its presenter.
@MainActor
protocol FeedViewOutput: AnyObject {
  func viewIsReady()
  func didSelectPost(id: Int)
}

/// The part of the shared feed this module uses.
@MainActor
protocol FeedInteractorInput: AnyObject {
  var allPosts: [Post] { get }
  var countText: String { get }
}

@MainActor
protocol FeedWireframeInput: AnyObject {
  func openPostDetail(postID: Int)
  /// Makes the Home stack `[Feed > PostDetail(postID)]` in one change, keeping this Feed.
  func setStackToPostDetail(postID: Int)
  /// Makes the Home stack `[Feed > UserProfile(userID)]` in one change, keeping this Feed.
  func setStackToUserProfile(userID: Int)
}

/// What MainTabs asks of the Home tab for a deep link.
@MainActor
protocol FeedModuleInput: AnyObject {
  func showPost(id: Int)
  func showUser(id: Int)
}

/// The shared interactor is the module's interactor as it is (see `VIPERApp`).
extension FeedInteractor: FeedInteractorInput {}
