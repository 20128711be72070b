import Townsquare

/// The module's interactor: the shared feed's posts and bylines behind this module's protocol.
@MainActor
final class PostDetailInteractor {
  private let feed: Townsquare.FeedInteractor

  init(feed: Townsquare.FeedInteractor) {
    self.feed = feed
  }
}

extension PostDetailInteractor: PostDetailInteractorInput {
  func post(id: Int) -> Post? {
    feed.post(id: id)
  }

  func byline(of post: Post) -> String {
    feed.byline(of: post)
  }
}
