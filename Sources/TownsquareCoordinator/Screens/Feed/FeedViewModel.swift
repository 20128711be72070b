import Townsquare

/// The posts from the shared FeedInteractor, in id order, as the rows the Feed shows.
@MainActor
final class FeedViewModel {
  /// Outcome: the user picked a post; carries its id.
  var onSelectPost: ((Int) -> Void)?

  private let feed: FeedInteractor

  init(feed: FeedInteractor) {
    self.feed = feed
  }

  var rows: [FeedRow] { feed.allPosts.map { FeedRow(postID: $0.id, title: $0.title) } }
  var countText: String { feed.countText }

  func selectPost(at index: Int) {
    let rows = rows
    guard rows.indices.contains(index) else { return }
    onSelectPost?(rows[index].postID)
  }
}
