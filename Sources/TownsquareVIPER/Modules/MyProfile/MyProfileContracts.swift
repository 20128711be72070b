import Townsquare

/// What the presenter tells the MyProfile screen to show.
@MainActor
protocol MyProfileViewInput: AnyObject {
  func display(name: String, bio: String)
}

/// What the MyProfile screen reports to its presenter.
@MainActor
protocol MyProfileViewOutput: AnyObject {
  func viewIsReady()
  func didTapEdit()
  func didTapSettings()
}

/// The part of the shared profiles this module uses. Reads only: a changed profile arrives
/// from EditProfile's module output, not from here.
@MainActor
protocol MyProfileInteractorInput: AnyObject {
  var currentProfile: Profile? { get }
}

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

/// The shared interactor is the module's interactor as it is (see `VIPERApp`).
extension ProfileInteractor: MyProfileInteractorInput {}
