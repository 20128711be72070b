import Townsquare

/// Someone's public profile, from the shared ProfileInteractor.
@MainActor
final class UserProfileViewModel {
  let userID: Int
  private let profile: ProfileInteractor

  init(profile: ProfileInteractor, userID: Int) {
    self.profile = profile
    self.userID = userID
  }

  var nameText: String { profile.user(id: userID)?.name ?? "" }
  var bioText: String { profile.user(id: userID)?.bio ?? "" }
}
