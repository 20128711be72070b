/// Why a login or sign-up was refused; ``message`` is the exact text the screen's `error`
/// label shows.
public enum AuthError: Error, Sendable, Equatable, CustomStringConvertible {
  case invalidCredentials
  case nameRequired
  case invalidEmail
  case emailTaken
  case passwordTooShort

  public var message: String {
    switch self {
    case .invalidCredentials: "Invalid email or password"
    case .nameRequired: "Name is required"
    case .invalidEmail: "Enter a valid email"
    case .emailTaken: "An account with this email already exists"
    case .passwordTooShort: "Password must be at least 6 characters"
    }
  }

  public var description: String { message }
}
