import Townsquare

/// Saves a new name and bio through the shared ProfileInteractor.
@MainActor
final class EditProfileViewModel {
  /// Outcome: the profile was stored; carries what was stored.
  var onSaved: ((Profile) -> Void)?
  /// Outcome: the user gave up editing.
  var onCancelled: (() -> Void)?
  var onChange: (() -> Void)?

  private let profile: any ProfileServicing
  private(set) var errorText = ""

  init(profile: any ProfileServicing) {
    self.profile = profile
    initialProfile = profile.currentProfile
  }

  /// What the fields start with: the profile as stored now.
  let initialProfile: Profile?

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
