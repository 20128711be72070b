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

@MainActor
protocol EditProfileInteractorInput: AnyObject {
  var currentProfile: Profile? { get }
  func saveProfile(name: String, bio: String)
}

@MainActor
protocol EditProfileInteractorOutput: AnyObject {
  func didSaveProfile(_ profile: Profile)
  func didFailToSaveProfile(message: String)
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
