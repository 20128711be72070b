import Townsquare

/// The module's interactor: the shared profiles behind this module's protocol.
@MainActor
final class UserProfileInteractor {
  private let profiles: ProfileInteractor

  init(profiles: ProfileInteractor) {
    self.profiles = profiles
  }
}

extension UserProfileInteractor: UserProfileInteractorInput {
  func profile(ofUser id: Int) -> Profile? {
    profiles.user(id: id)?.profile
  }
}
