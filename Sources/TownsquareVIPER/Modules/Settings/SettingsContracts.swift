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

@MainActor
protocol SettingsInteractorInput: AnyObject {
  var notificationsEnabled: Bool { get }
  func setNotifications(enabled: Bool)
  func logOut()
}

@MainActor
protocol SettingsInteractorOutput: AnyObject {
  /// What is stored now, for the switch to show.
  func didUpdateNotifications(enabled: Bool)
  func didLogOut()
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
