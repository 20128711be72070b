/// MyProfile, UserProfile and EditProfile.
@MainActor
public final class ProfileInteractor {
  private let users: UserRepository
  private let auth: AuthInteractor

  init(users: UserRepository, auth: AuthInteractor) {
    self.users = users
    self.auth = auth
  }

  /// UserProfile(ID)'s user.
  public func user(id: Int) -> User? {
    users.user(id: id)
  }

  /// The logged-in user's name and bio, or `nil` when nobody is logged in.
  public var currentProfile: Profile? { auth.currentUser?.profile }

  /// Stores the logged-in user's new name and bio (both trimmed) and returns them.
  public func updateProfile(name: String, bio: String) throws(ProfileError) -> Profile {
    let name = name.trimmedInput
    guard !name.isEmpty else { throw .nameRequired }
    guard var user = auth.currentUser else { throw .notLoggedIn }
    user.name = name
    user.bio = bio.trimmedInput
    users.update(user)
    return user.profile
  }
}
