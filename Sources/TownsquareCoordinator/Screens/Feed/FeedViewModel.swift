import Townsquare

/// The posts from the shared FeedInteractor, in id order, as the rows the Feed shows.
@MainActor
final class FeedViewModel {
  /// Outcome: the user picked a post; carries its id.
  var onSelectPost: ((Int) -> Void)?

  /// Read once, as the screen is built: the feed does not change while it is shown.
  let rows: [FeedRow]
  let countText: String

  init(feed: any FeedServicing) {
    rows = feed.allPosts.map { FeedRow(postID: $0.id, title: $0.title) }
    countText = feed.countText
  }

  func selectPost(id: Int) {
    onSelectPost?(id)
  }
}
