import Townsquare

/// One post and its author, from the shared FeedInteractor.
@MainActor
final class PostDetailViewModel {
  let postID: Int
  private let feed: FeedInteractor
  private let wireframe: any PostDetailWireframeInput

  init(feed: FeedInteractor, wireframe: any PostDetailWireframeInput, postID: Int) {
    self.feed = feed
    self.wireframe = wireframe
    self.postID = postID
  }

  private var post: Post? { feed.post(id: postID) }

  var titleText: String { post?.title ?? "" }
  var bylineText: String { post.map(feed.byline(of:)) ?? "" }

  func showAuthor() {
    guard let post else { return }
    wireframe.openUserProfile(userID: post.authorID)
  }
}
