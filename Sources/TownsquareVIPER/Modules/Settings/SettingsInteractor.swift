import Townsquare

/// The module's interactor: the shared settings and logout behind this module's protocol.
@MainActor
final class SettingsInteractor {
  weak var output: (any SettingsInteractorOutput)?
  /// Set only by the planted fault `viper.interactorRetainsPresenter` (an output without `weak`).
  var retainedOutput: (any SettingsInteractorOutput)?
  private let settings: Townsquare.SettingsInteractor
  private let auth: AuthInteractor

  init(settings: Townsquare.SettingsInteractor, auth: AuthInteractor) {
    self.settings = settings
    self.auth = auth
  }
}

extension SettingsInteractor: SettingsInteractorInput {
  var notificationsEnabled: Bool { settings.notificationsEnabled }

  func setNotifications(enabled: Bool) {
    settings.setNotifications(enabled)
    output?.didUpdateNotifications(enabled: settings.notificationsEnabled)
  }

  func logOut() {
    auth.logout()
    output?.didLogOut()
  }
}
