/// Why EditProfile's `save` was refused; ``message`` is the text of its `error` label.
public enum ProfileError: Error, Sendable, Equatable, CustomStringConvertible {
  case nameRequired
  /// Only reachable when a screen outlives the session (a mistake in navigation code).
  case notLoggedIn

  public var message: String {
    switch self {
    case .nameRequired: "Name is required"
    case .notLoggedIn: "Not logged in"
    }
  }

  public var description: String { message }
}
