import Townsquare

/// How the EditProfile flow ended: ``EditProfileCoordinator``'s typed completion.
enum EditProfileResult: Equatable {
  /// The profile was stored; what MyProfile should show now.
  case saved(Profile)
  /// Cancel, or the sheet swiped down: nothing changed.
  case cancelled
}
