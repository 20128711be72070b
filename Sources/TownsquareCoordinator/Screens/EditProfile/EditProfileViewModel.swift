import Townsquare

/// Saves a new name and bio through the shared ProfileInteractor.
@MainActor
final class EditProfileViewModel {
  /// Outcome: the profile was stored; carries what was stored.
  var onSaved: ((Profile) -> Void)?
  /// Outcome: the user gave up editing.
  var onCancelled: (() -> Void)?
  var onChange: (() -> Void)?

  private let profile: ProfileInteractor
  /// What the fields start with.
  let initialProfile: Profile
  private(set) var errorText = ""

  init(profile: ProfileInteractor, editing initialProfile: Profile) {
    self.profile = profile
    self.initialProfile = initialProfile
  }

  func save(name: String, bio: String) {
    do {
      let saved = try profile.updateProfile(name: name, bio: bio)
      onSaved?(saved)
    } catch {
      errorText = error.message
      onChange?()
    }
  }

  func cancel() {
    onCancelled?()
  }
}
