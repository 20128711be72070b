import Townsquare

/// One post and its author, from the shared FeedInteractor.
@MainActor
final class PostDetailViewModel {
  /// Outcome: the user wants the author's profile; carries the author's id.
  var onShowAuthor: ((Int) -> Void)?

  let postID: Int
  private let feed: FeedInteractor

  init(feed: FeedInteractor, postID: Int) {
    self.feed = feed
    self.postID = postID
  }

  private var post: Post? { feed.post(id: postID) }

  var titleText: String { post?.title ?? "" }
  var bylineText: String { post.map(feed.byline(of:)) ?? "" }

  func showAuthor() {
    guard let post else { return }
    onShowAuthor?(post.authorID)
  }
}
