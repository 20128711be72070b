import Townsquare

/// What the presenter tells the EditProfile screen to show.
@MainActor
protocol EditProfileViewInput: AnyObject {
  func display(name: String, bio: String)
  func display(error: String)
}

/// What the EditProfile screen reports, with the form's values as typed.
@MainActor
protocol EditProfileViewOutput: AnyObject {
  func viewIsReady()
  func didTapSave(name: String, bio: String)
  func didTapCancel()
}

/// The part of the shared profiles this module uses: what to prefill, and the save rule.
@MainActor
protocol EditProfileInteractorInput: AnyObject {
  var currentProfile: Profile? { get }
  func updateProfile(name: String, bio: String) throws(ProfileError) -> Profile
}

@MainActor
protocol EditProfileWireframeInput: AnyObject {
  /// Dismisses the sheet this module is shown in.
  func closeModule()
}

/// How EditProfile hands the saved profile back to the module that opened it (MyProfile).
/// Cancel and a user's swipe-down change nothing, so they report nothing.
@MainActor
protocol EditProfileModuleOutput: AnyObject {
  func editProfileModule(didSave profile: Profile)
}

/// The shared interactor is the module's interactor as it is (see `VIPERApp`).
extension ProfileInteractor: EditProfileInteractorInput {}
