/// The Feed and PostDetail: posts, their count text and their authors.
@MainActor
public final class FeedInteractor {
  private let posts: PostRepository
  private let users: UserRepository

  init(posts: PostRepository, users: UserRepository) {
    self.posts = posts
    self.users = users
  }

  /// The Feed's rows, in id order.
  public var allPosts: [Post] { posts.all }

  /// The Feed's `count` label: "4 posts", "1 post".
  public var countText: String {
    let count = posts.all.count
    return count == 1 ? "1 post" : "\(count) posts"
  }

  public func post(id: Int) -> Post? {
    posts.post(id: id)
  }

  public func author(of post: Post) -> User? {
    users.user(id: post.authorID)
  }

  /// PostDetail's `byline`: exactly the author's name.
  public func byline(of post: Post) -> String {
    author(of: post)?.name ?? ""
  }
}
