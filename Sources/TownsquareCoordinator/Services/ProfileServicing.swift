import Townsquare

/// What the view models ask of the shared profiles (see ``AuthServicing``).
@MainActor
protocol ProfileServicing: AnyObject {
  var currentProfile: Profile? { get }
  func updateProfile(name: String, bio: String) throws(ProfileError) -> Profile
  func user(id: Int) -> User?
}

extension ProfileInteractor: ProfileServicing {}
