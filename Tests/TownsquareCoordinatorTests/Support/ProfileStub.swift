import Townsquare

@testable import TownsquareCoordinator

/// The stored profile a view-model test gives, as `ProfileServicing` answers: an update is
/// stored as typed, or refused with `refusal` when it is set; the updates are recorded.
@MainActor
final class ProfileStub: ProfileServicing {
  private(set) var currentProfile: Profile?
  var refusal: ProfileError?
  var users: [User] = []
  private(set) var calls: [String] = []

  init(profile: Profile?) {
    currentProfile = profile
  }

  func updateProfile(name: String, bio: String) throws(ProfileError) -> Profile {
    calls.append("update \(name)")
    if let refusal { throw refusal }
    let stored = Profile(name: name, bio: bio)
    currentProfile = stored
    return stored
  }

  func user(id: Int) -> User? {
    users.first { $0.id == id }
  }
}
