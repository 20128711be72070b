/// What the Settings screen changes; persisted by ``PreferencesStore``.
public struct AppSettings: Sendable, Equatable {
  public var notificationsEnabled: Bool

  public init(notificationsEnabled: Bool = true) {
    self.notificationsEnabled = notificationsEnabled
  }
}
