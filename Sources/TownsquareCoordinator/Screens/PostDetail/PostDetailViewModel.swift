import Townsquare

/// One post and its author, from the shared FeedInteractor.
@MainActor
final class PostDetailViewModel {
  /// Outcome: the user wants the author's profile; carries the author's id.
  var onShowAuthor: ((Int) -> Void)?

  let postID: Int
  /// Read once, as the screen is built; ids are checked before (a Feed row, a valid link).
  private let post: Post?
  let titleText: String
  let bylineText: String

  init(feed: any FeedServicing, postID: Int) {
    post = feed.post(id: postID)
    titleText = post?.title ?? ""
    bylineText = post.map(feed.byline(of:)) ?? ""
    self.postID = postID
  }

  func showAuthor() {
    guard let post else { return }
    onShowAuthor?(post.authorID)
  }
}
