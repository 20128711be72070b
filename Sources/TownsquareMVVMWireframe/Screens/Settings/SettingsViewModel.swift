import Townsquare

/// The notifications preference and logout, through the shared interactors.
@MainActor
final class SettingsViewModel {
  private let settings: SettingsInteractor
  private let auth: AuthInteractor
  private let wireframe: any SettingsWireframeInput
  private weak var moduleOutput: (any SettingsModuleOutput)?

  init(
    settings: SettingsInteractor, auth: AuthInteractor, wireframe: any SettingsWireframeInput,
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
