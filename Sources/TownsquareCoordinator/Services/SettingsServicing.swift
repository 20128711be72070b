import Townsquare

/// What the view models ask of the shared settings (see ``AuthServicing``).
@MainActor
protocol SettingsServicing: AnyObject {
  var notificationsEnabled: Bool { get }
  func setNotifications(_ enabled: Bool)
}

extension SettingsInteractor: SettingsServicing {}
