/// Everything that survives a relaunch: the UserDefaults and Keychain of the app, as one value.
///
/// Take it from ``AppEnvironment/persistentStores`` and pass it to a new ``AppEnvironment`` to
/// relaunch the app. A kept deep link and the app log are deliberately not part of it.
public struct PersistentStores: Sendable, Equatable {
  public var onboardingSeen: Bool
  public var session: Session?
  public var users: [User]
  public var settings: AppSettings

  public init(
    onboardingSeen: Bool = false, session: Session? = nil, users: [User] = Seed.users,
    settings: AppSettings = AppSettings()
  ) {
    self.onboardingSeen = onboardingSeen
    self.session = session
    self.users = users
    self.settings = settings
  }

  /// A fresh install: seeded users, onboarding not seen, nobody logged in.
  public static let fresh = PersistentStores()

  /// Onboarding seen, nobody logged in.
  public static let onboarded = PersistentStores(onboardingSeen: true)

  /// Onboarded and logged in as the seeded user with this email (matched as at login: trimmed,
  /// case-insensitive); `nil` when no seeded user has it.
  public static func loggedIn(email: String) -> PersistentStores? {
    guard let user = Seed.users.first(where: { $0.hasEmail(email) }) else { return nil }
    return PersistentStores(onboardingSeen: true, session: Session(userID: user.id))
  }
}
