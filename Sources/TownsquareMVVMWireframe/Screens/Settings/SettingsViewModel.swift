import Townsquare

/// The notifications preference and logout, through the shared interactors.
@MainActor
final class SettingsViewModel {
  private let settings: any SettingsServicing
  private let auth: any AuthServicing
  private let wireframe: any SettingsWireframeInput
  private weak var moduleOutput: (any SettingsModuleOutput)?

  init(
    settings: any SettingsServicing, auth: any AuthServicing, wireframe: any SettingsWireframeInput,
    moduleOutput: any SettingsModuleOutput
  ) {
    self.settings = settings
    self.auth = auth
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
  }

  var notificationsEnabled: Bool { settings.notificationsEnabled }

  func setNotifications(_ enabled: Bool) {
    settings.setNotifications(enabled)
  }

  func showAbout() {
    wireframe.openAbout()
  }

  func logOut() {
    auth.logout()
    moduleOutput?.settingsModuleDidLogOut()
  }
}
