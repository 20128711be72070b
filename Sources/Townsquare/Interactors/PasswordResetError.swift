/// Why ForgotPassword sent nothing; ``message`` is the exact text of its `status` label.
public enum PasswordResetError: Error, Sendable, Equatable, CustomStringConvertible {
  case emailRequired
  /// The email as typed, trimmed.
  case unknownEmail(String)

  public var message: String {
    switch self {
    case .emailRequired: "Enter your email"
    case .unknownEmail(let email): "No account for \(email)"
    }
  }

  public var description: String { message }
}
