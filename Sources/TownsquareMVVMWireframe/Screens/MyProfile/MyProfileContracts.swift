/// Where the Profile tab goes from MyProfile.
@MainActor
protocol MyProfileWireframeInput: AnyObject {
  func openEditProfile(output: any EditProfileModuleOutput)
  func openSettings(output: any SettingsModuleOutput)
  /// Makes the Profile stack `[MyProfile > Settings]` in one change, keeping this MyProfile.
  func setStackToSettings(output: any SettingsModuleOutput)
  /// Makes the Profile stack `[MyProfile]` in one change, then presents EditProfile.
  func setStackToRootAndOpenEditProfile(output: any EditProfileModuleOutput)
}

/// What MainTabs asks of the Profile tab for a deep link.
@MainActor
protocol MyProfileModuleInput: AnyObject {
  func showSettings()
  func showEditProfile()
}

/// How the Profile tab passes Settings' logout up to MainTabs.
@MainActor
protocol MyProfileModuleOutput: AnyObject {
  func myProfileModuleDidLogOut()
}
