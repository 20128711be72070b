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

/// Reads only: a changed profile arrives through the module input, from the coordinator that
/// ran EditProfile.
@MainActor
protocol MyProfileInteractorInput: AnyObject {
  var currentProfile: Profile? { get }
}

/// What the coordinator asks of MyProfile: show a profile that was just saved.
@MainActor
protocol MyProfileModuleInput: AnyObject {
  func show(_ profile: Profile)
}

/// What the user asked for on MyProfile, for its coordinator to show.
@MainActor
protocol MyProfileModuleOutput: AnyObject {
  func myProfileModuleDidRequestEdit()
  func myProfileModuleDidRequestSettings()
}

/// The shared interactor is the module's interactor as it is (see `VIPERCoordinatorApp`).
extension ProfileInteractor: MyProfileInteractorInput {}
