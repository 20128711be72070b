import Townsquare

/// Someone's public profile, from the shared ProfileInteractor.
@MainActor
final class UserProfileViewModel {
  let userID: Int
  /// Read once, as the screen is built; ids are checked before (an author, a valid link).
  let nameText: String
  let bioText: String

  init(profile: any ProfileServicing, userID: Int) {
    let user = profile.user(id: userID)
    nameText = user?.name ?? ""
    bioText = user?.bio ?? ""
    self.userID = userID
  }
}
