import Townsquare

/// The module's interactor: the shared profiles behind this module's protocol.
@MainActor
final class MyProfileInteractor {
  private let profiles: ProfileInteractor

  init(profiles: ProfileInteractor) {
    self.profiles = profiles
  }
}

extension MyProfileInteractor: MyProfileInteractorInput {
  var currentProfile: Profile? { profiles.currentProfile }
}
