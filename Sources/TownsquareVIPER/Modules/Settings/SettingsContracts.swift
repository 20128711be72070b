import Townsquare

/// What the presenter tells the Settings screen to show.
@MainActor
protocol SettingsViewInput: AnyObject {
  func display(notificationsOn: Bool)
}

/// What the Settings screen reports to its presenter.
@MainActor
protocol SettingsViewOutput: AnyObject {
  func viewIsReady()
  func didSwitchNotifications(on: Bool)
  func didTapAbout()
  func didTapLogout()
}

/// The part of the shared settings this module uses.
@MainActor
protocol SettingsInteractorInput: AnyObject {
  var notificationsEnabled: Bool { get }
  func setNotifications(_ enabled: Bool)
}

/// Ending the session, which the shared auth rules own.
@MainActor
protocol LogoutInteractorInput: AnyObject {
  func logout()
}

@MainActor
protocol SettingsWireframeInput: AnyObject {
  func openAbout()
}

/// How Settings tells the module that opened it (MyProfile) that the session has ended.
@MainActor
protocol SettingsModuleOutput: AnyObject {
  func settingsModuleDidLogOut()
}

/// The shared interactors are the module's interactors as they are (see `VIPERApp`): the
/// setting and the session belong to two of them.
extension SettingsInteractor: SettingsInteractorInput {}
extension AuthInteractor: LogoutInteractorInput {}
