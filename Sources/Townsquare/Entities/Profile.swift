/// The name and bio that MyProfile, UserProfile and EditProfile show.
public struct Profile: Sendable, Equatable {
  public var name: String
  public var bio: String

  public init(name: String, bio: String) {
    self.name = name
    self.bio = bio
  }
}
