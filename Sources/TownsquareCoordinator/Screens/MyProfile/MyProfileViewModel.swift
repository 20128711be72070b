import Townsquare

/// The logged-in user's name and bio, read from the shared ProfileInteractor; a saved edit is
/// handed over by whoever learnt of the save (no appearance callback reaches a sheet's
/// presenter).
@MainActor
final class MyProfileViewModel {
  /// Outcome: the user wants to edit the profile.
  var onEdit: (() -> Void)?
  /// Outcome: the user wants the settings.
  var onSettings: (() -> Void)?
  var onChange: (() -> Void)?

  private(set) var nameText = ""
  private(set) var bioText = ""

  init(profile: any ProfileServicing) {
    if let current = profile.currentProfile { show(current) }
  }

  func show(_ profile: Profile) {
    nameText = profile.name
    bioText = profile.bio
    onChange?()
  }

  func edit() {
    onEdit?()
  }

  func openSettings() {
    onSettings?()
  }
}
