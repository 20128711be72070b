import Townsquare

/// The posts from the shared FeedInteractor, in id order.
@MainActor
final class FeedViewModel {
  /// Outcome: the user picked a post; carries its id.
  var onSelectPost: ((Int) -> Void)?

  private let feed: FeedInteractor

  init(feed: FeedInteractor) {
    self.feed = feed
  }

  var posts: [Post] { feed.allPosts }
  var countText: String { feed.countText }

  func selectPost(at index: Int) {
    guard posts.indices.contains(index) else { return }
    onSelectPost?(posts[index].id)
  }
}
