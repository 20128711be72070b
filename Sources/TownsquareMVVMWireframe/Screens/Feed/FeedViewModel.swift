import Townsquare

/// The posts from the shared FeedInteractor, in id order, as the rows the Feed shows.
@MainActor
final class FeedViewModel {
  /// Read once, as the screen is built: the feed does not change while it is shown.
  let rows: [FeedRow]
  let countText: String
  private let wireframe: any FeedWireframeInput

  init(feed: any FeedServicing, wireframe: any FeedWireframeInput) {
    rows = feed.allPosts.map { FeedRow(postID: $0.id, title: $0.title) }
    countText = feed.countText
    self.wireframe = wireframe
  }

  func selectPost(id: Int) {
    wireframe.openPostDetail(postID: id)
  }
}

extension FeedViewModel: FeedModuleInput {
  func showPost(id: Int) {
    wireframe.setStackToPostDetail(postID: id)
  }

  func showUser(id: Int) {
    wireframe.setStackToUserProfile(userID: id)
  }
}
