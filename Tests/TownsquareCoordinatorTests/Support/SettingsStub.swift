@testable import TownsquareCoordinator

/// The stored preference a view-model test gives, as `SettingsServicing` answers.
@MainActor
final class SettingsStub: SettingsServicing {
  private(set) var notificationsEnabled = false

  func setNotifications(_ enabled: Bool) {
    notificationsEnabled = enabled
  }
}
