/// What the Login screen submits.
public struct Credentials: Sendable, Equatable {
  public var email: String
  public var password: String

  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }
}
