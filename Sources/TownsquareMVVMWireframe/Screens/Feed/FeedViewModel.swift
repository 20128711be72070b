import Townsquare

/// The posts from the shared FeedInteractor, in id order, as the rows the Feed shows.
@MainActor
final class FeedViewModel {
  private let feed: FeedInteractor
  private let wireframe: any FeedWireframeInput

  init(feed: FeedInteractor, wireframe: any FeedWireframeInput) {
    self.feed = feed
    self.wireframe = wireframe
  }

  var rows: [FeedRow] { feed.allPosts.map { FeedRow(postID: $0.id, title: $0.title) } }
  var countText: String { feed.countText }

  func selectPost(at index: Int) {
    let rows = rows
    guard rows.indices.contains(index) else { return }
    wireframe.openPostDetail(postID: rows[index].postID)
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
