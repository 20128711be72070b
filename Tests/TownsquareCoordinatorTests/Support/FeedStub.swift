import Townsquare

@testable import TownsquareCoordinator

/// The feed a view-model test gives: its posts, as `FeedServicing` answers, with no domain.
@MainActor
final class FeedStub: FeedServicing {
  let allPosts: [Post]

  init(_ posts: [Post]) {
    allPosts = posts
  }

  var countText: String { "\(allPosts.count) posts" }

  func post(id: Int) -> Post? { allPosts.first { $0.id == id } }

  func byline(of post: Post) -> String { "by \(post.authorID)" }
}
