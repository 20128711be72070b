/// Where Settings goes: About, pushed on the same stack.
@MainActor
protocol SettingsWireframeInput: AnyObject {
  func openAbout()
}

/// How Settings tells the module that opened it (MyProfile) that the session has ended.
@MainActor
protocol SettingsModuleOutput: AnyObject {
  func settingsModuleDidLogOut()
}
