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
  private(set) var errorText = ""

  init(profile: ProfileInteractor) {
    self.profile = profile
  }

  /// What the fields start with: the profile as stored now.
  var initialProfile: Profile? { profile.currentProfile }

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
