/// A person with an account. Records live in ``PersistentStores`` and survive a relaunch.
public struct User: Sendable, Equatable, Identifiable {
  public let id: Int
  public var name: String
  public var email: String
  public var password: String
  public var bio: String

  public init(id: Int, name: String, email: String, password: String, bio: String) {
    self.id = id
    self.name = name
    self.email = email
    self.password = password
    self.bio = bio
  }

  /// The part of the user that the profile screens show and edit.
  public var profile: Profile { Profile(name: name, bio: bio) }

  /// Whether `address` names this account: surrounding spaces are ignored and the comparison
  /// is case-insensitive, as users type addresses in any case.
  public func hasEmail(_ address: String) -> Bool {
    email.emailKey == address.emailKey
  }

  /// Whether these credentials log this user in: the email as in ``hasEmail(_:)``, the
  /// password exactly (spaces in a password are significant).
  public func accepts(_ credentials: Credentials) -> Bool {
    hasEmail(credentials.email) && password == credentials.password
  }
}
