/// The Settings and About screens.
@MainActor
public final class SettingsInteractor {
  /// About's `version` label.
  public static let versionText = "Townsquare 1.0"

  private let preferences: PreferencesStore

  init(preferences: PreferencesStore) {
    self.preferences = preferences
  }

  public var versionText: String { Self.versionText }

  /// The `notifications` switch; on for a fresh install.
  public var notificationsEnabled: Bool { preferences.settings.notificationsEnabled }

  public func setNotifications(_ enabled: Bool) {
    preferences.settings.notificationsEnabled = enabled
  }

  /// A tap on the switch; returns the new value.
  @discardableResult
  public func toggleNotifications() -> Bool {
    setNotifications(!notificationsEnabled)
    return notificationsEnabled
  }
}
