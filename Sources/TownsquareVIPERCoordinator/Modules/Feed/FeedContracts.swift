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

/// How the Feed tells its coordinator which post the user chose.
@MainActor
protocol FeedModuleOutput: AnyObject {
  func feedModule(didSelectPost postID: Int)
}

/// The shared interactor is the module's interactor as it is (see `VIPERCoordinatorApp`).
extension FeedInteractor: FeedInteractorInput {}
