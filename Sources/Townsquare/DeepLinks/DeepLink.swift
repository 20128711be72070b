/// A deep link the app handles. Only four forms exist (see ``DeepLinkParser``).
public enum DeepLink: Sendable, Equatable {
  /// `app://post/ID`: Home, `[Feed > PostDetail(ID)]`.
  case post(id: Int)
  /// `app://user/ID`: Home, `[Feed > UserProfile(ID)]`.
  case user(id: Int)
  /// `app://settings`: Profile, `[MyProfile > Settings]`.
  case settings
  /// `app://profile/edit`: Profile, `[MyProfile]` with EditProfile presented.
  case editProfile

  /// The link in its one canonical spelling.
  public var url: String {
    switch self {
    case .post(let id): "app://post/\(id)"
    case .user(let id): "app://user/\(id)"
    case .settings: "app://settings"
    case .editProfile: "app://profile/edit"
    }
  }
}
