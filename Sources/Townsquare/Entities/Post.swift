/// A post in the Feed. Posts are seeded and never change, so they are not persisted.
public struct Post: Sendable, Equatable, Identifiable {
  public let id: Int
  public let authorID: Int
  public let title: String

  public init(id: Int, authorID: Int, title: String) {
    self.id = id
    self.authorID = authorID
    self.title = title
  }
}
