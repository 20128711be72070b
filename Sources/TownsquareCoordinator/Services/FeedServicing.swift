import Townsquare

/// What the view models ask of the shared feed (see ``AuthServicing``).
@MainActor
protocol FeedServicing: AnyObject {
  var allPosts: [Post] { get }
  var countText: String { get }
  func post(id: Int) -> Post?
  func byline(of post: Post) -> String
}

extension FeedInteractor: FeedServicing {}
