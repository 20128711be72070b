import Townsquare

/// One post and its author, from the shared FeedInteractor.
@MainActor
final class PostDetailViewModel {
  let postID: Int
  /// Read once, as the screen is built; ids are checked before (a Feed row, a valid link).
  private let post: Post?
  let titleText: String
  let bylineText: String
  private let wireframe: any PostDetailWireframeInput

  init(feed: any FeedServicing, wireframe: any PostDetailWireframeInput, postID: Int) {
    post = feed.post(id: postID)
    titleText = post?.title ?? ""
    bylineText = post.map(feed.byline(of:)) ?? ""
    self.wireframe = wireframe
    self.postID = postID
  }

  func showAuthor() {
    guard let post else { return }
    wireframe.openUserProfile(userID: post.authorID)
  }
}
