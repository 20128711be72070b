/// The posts. They are seeded and read-only, so this is a plain value.
public struct PostRepository: Sendable, Equatable {
  /// All posts in id order.
  public let all: [Post]

  public init(posts: [Post] = Seed.posts) {
    all = posts.sorted { $0.id < $1.id }
  }

  public func post(id: Int) -> Post? {
    all.first { $0.id == id }
  }
}
