import Townsquare

/// The notifications preference and logout, through the shared interactors.
@MainActor
final class SettingsViewModel {
  /// Outcome: the user wants to read about the app.
  var onAbout: (() -> Void)?
  /// Outcome: the user logged out (the session is already ended).
  var onLoggedOut: (() -> Void)?

  private let settings: any SettingsServicing
  private let auth: any AuthServicing

  init(settings: any SettingsServicing, auth: any AuthServicing) {
    self.settings = settings
    self.auth = auth
  }

  var notificationsEnabled: Bool { settings.notificationsEnabled }

  func setNotifications(_ enabled: Bool) {
    settings.setNotifications(enabled)
  }

  func showAbout() {
    onAbout?()
  }

  func logOut() {
    auth.logout()
    onLoggedOut?()
  }
}
