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

/// How EditProfile ends, for its coordinator to close the sheet. A user's swipe-down is not
/// here: UIKit tells the coordinator of it, as the sheet's presentation delegate.
@MainActor
protocol EditProfileModuleOutput: AnyObject {
  /// The profile is stored; carries what was stored.
  func editProfileModule(didSave profile: Profile)
  func editProfileModuleDidCancel()
}

/// The shared interactor is the module's interactor as it is (see `VIPERCoordinatorApp`).
extension ProfileInteractor: EditProfileInteractorInput {}
