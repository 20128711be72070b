import Townsquare

/// The logged-in user's name and bio. It shows what it is given: the profile at login, then
/// each saved edit (handed over by whoever learnt of the save).
@MainActor
final class MyProfileViewModel {
  /// Outcome: the user wants to edit the profile.
  var onEdit: (() -> Void)?
  /// Outcome: the user wants the settings.
  var onSettings: (() -> Void)?
  var onChange: (() -> Void)?

  private(set) var profile: Profile

  init(profile: Profile) {
    self.profile = profile
  }

  func show(_ profile: Profile) {
    self.profile = profile
    onChange?()
  }

  func edit() {
    onEdit?()
  }

  func openSettings() {
    onSettings?()
  }
}
