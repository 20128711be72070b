import Townsquare

/// The module's interactor: the shared feed behind this module's protocol.
@MainActor
final class FeedInteractor {
  private let feed: Townsquare.FeedInteractor

  init(feed: Townsquare.FeedInteractor) {
    self.feed = feed
  }
}

extension FeedInteractor: FeedInteractorInput {
  var posts: [Post] { feed.allPosts }
  var countText: String { feed.countText }
}
