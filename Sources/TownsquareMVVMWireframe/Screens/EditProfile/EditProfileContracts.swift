import Townsquare

/// How EditProfile leaves: by dismissing the sheet it is shown in.
@MainActor
protocol EditProfileWireframeInput: AnyObject {
  func closeModule()
}

/// How EditProfile hands the saved profile back to the module that opened it (MyProfile).
/// Cancel and a user's swipe-down change nothing, so they report nothing.
@MainActor
protocol EditProfileModuleOutput: AnyObject {
  func editProfileModule(didSave profile: Profile)
}
