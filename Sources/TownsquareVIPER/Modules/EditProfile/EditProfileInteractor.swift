import Townsquare

/// The module's interactor: the shared profile rules behind this module's protocol.
@MainActor
final class EditProfileInteractor {
  weak var output: (any EditProfileInteractorOutput)?
  private let profiles: ProfileInteractor

  init(profiles: ProfileInteractor) {
    self.profiles = profiles
  }
}

extension EditProfileInteractor: EditProfileInteractorInput {
  var currentProfile: Profile? { profiles.currentProfile }

  func saveProfile(name: String, bio: String) {
    do {
      let profile = try profiles.updateProfile(name: name, bio: bio)
      output?.didSaveProfile(profile)
    } catch {
      output?.didFailToSaveProfile(message: error.message)
    }
  }
}
