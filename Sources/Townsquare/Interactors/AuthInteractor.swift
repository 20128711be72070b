/// Login, sign-up, password reset, logout and session expiry.
///
/// Emails are compared after trimming surrounding spaces and ignoring case, so
/// `" Ana@Example.com "` logs in as Ana and cannot be signed up again. Passwords are compared
/// exactly. Names and emails are stored trimmed.
@MainActor
public final class AuthInteractor {
  /// The `notice` Login shows after the session expired.
  public static let sessionExpiredNotice = "Session expired"
  public static let minimumPasswordLength = 6

  private let users: UserRepository
  private let sessions: SessionStore
  private let preferences: PreferencesStore

  init(users: UserRepository, sessions: SessionStore, preferences: PreferencesStore) {
    self.users = users
    self.sessions = sessions
    self.preferences = preferences
  }

  /// The logged-in user, or `nil` when nobody is (or the session names no known user).
  public var currentUser: User? {
    sessions.session.flatMap { users.user(id: $0.userID) }
  }

  public var isLoggedIn: Bool { currentUser != nil }

  /// Logs in and persists the session.
  public func login(email: String, password: String) throws(AuthError) -> User {
    let credentials = Credentials(email: email, password: password)
    guard let user = users.all.first(where: { $0.accepts(credentials) }) else {
      throw .invalidCredentials
    }
    sessions.save(Session(userID: user.id))
    return user
  }

  /// Creates an account (next id, empty bio) and logs it in. The rules are checked in the
  /// order of DESIGN.md, and the first that fails is the error: name, "@", taken, password.
  public func signUp(name: String, email: String, password: String) throws(AuthError) -> User {
    let name = name.trimmedInput
    let email = email.trimmedInput
    guard !name.isEmpty else { throw .nameRequired }
    guard email.contains("@") else { throw .invalidEmail }
    guard users.user(email: email) == nil else { throw .emailTaken }
    guard password.count >= Self.minimumPasswordLength else { throw .passwordTooShort }
    let user = users.add(name: name, email: email, password: password)
    sessions.save(Session(userID: user.id))
    return user
  }

  /// Returns Login's `notice` ("Reset link sent to EMAIL") for a registered email. EMAIL is
  /// the address as typed, trimmed — in the notice and in the unknown-email error alike.
  public func requestPasswordReset(email: String) throws(PasswordResetError) -> String {
    let email = email.trimmedInput
    guard !email.isEmpty else { throw .emailRequired }
    guard users.user(email: email) != nil else { throw .unknownEmail(email) }
    return "Reset link sent to \(email)"
  }

  public func logout() {
    sessions.clear()
  }

  /// Ends the session as the system would. Returns `false`, changing nothing, when there is
  /// no session (logged out, or before onboarding); the caller then leaves the screen as it is.
  @discardableResult
  public func expireSession() -> Bool {
    guard preferences.hasSeenOnboarding, sessions.session != nil else { return false }
    sessions.clear()
    return true
  }
}
