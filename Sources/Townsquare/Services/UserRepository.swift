/// The user records: seeded accounts, sign-ups and profile edits. Persisted.
@MainActor
public final class UserRepository {
  private let box: StoreBox

  init(box: StoreBox) {
    self.box = box
  }

  /// All users in id order.
  public var all: [User] { box.stores.users.sorted { $0.id < $1.id } }

  public func user(id: Int) -> User? {
    box.stores.users.first { $0.id == id }
  }

  /// The user with this email, compared trimmed and case-insensitively.
  public func user(email: String) -> User? {
    box.stores.users.first { $0.hasEmail(email) }
  }

  /// Adds an account under the next free id (4, 5, … after the seeds) with an empty bio.
  /// The caller has already checked the input.
  func add(name: String, email: String, password: String) -> User {
    let nextID = (box.stores.users.map(\.id).max() ?? 0) + 1
    let user = User(id: nextID, name: name, email: email, password: password, bio: "")
    box.stores.users.append(user)
    return user
  }

  /// Replaces the record with the same id; does nothing for an unknown id.
  func update(_ user: User) {
    guard let index = box.stores.users.firstIndex(where: { $0.id == user.id }) else { return }
    box.stores.users[index] = user
  }
}
