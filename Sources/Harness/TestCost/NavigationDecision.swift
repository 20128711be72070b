/// The navigation decisions every variant unit-tests, each named by an id. A test says which
/// it checks with a marker line directly above its `func` (one line per decision):
///
///     // decision: edit-profile-save
///     func testSaveDismissesAndFinishesWithTheSavedProfile() async {
///
/// Names are not read: what a test checks is its author's explicit claim, the same in every
/// variant.
public enum NavigationDecision: String, CaseIterable, Sendable, Codable {
  case loginSucceeds = "login-succeeds"
  case loginForgotPasswordAndBack = "login-forgot-password-and-back"
  case loginSignUp = "login-sign-up"
  case signUpFinishes = "sign-up-finishes"
  case openPost = "open-post"
  case postAuthor = "post-author"
  case deepLinkPost = "deep-link-post"
  case deepLinkUser = "deep-link-user"
  case deepLinkSettings = "deep-link-settings"
  case deepLinkEditProfile = "deep-link-edit-profile"
  case editProfileSave = "edit-profile-save"
  case editProfileCancel = "edit-profile-cancel"
  case settingsAbout = "settings-about"
  case logOut = "log-out"
  case sessionExpiry = "session-expiry"
  case onboardingFinishes = "onboarding-finishes"

  /// The id a marker names it by.
  public var id: String { rawValue }

  public var title: String {
    switch self {
    case .loginSucceeds: "login succeeds"
    case .loginForgotPasswordAndBack: "login → forgot password and back, with its notice"
    case .loginSignUp: "login → sign-up"
    case .signUpFinishes: "sign-up finishes"
    case .openPost: "open a post"
    case .postAuthor: "post → author"
    case .deepLinkPost: "deep link: post"
    case .deepLinkUser: "deep link: user"
    case .deepLinkSettings: "deep link: settings"
    case .deepLinkEditProfile: "deep link: edit profile (waits for a sheet's dismissal)"
    case .editProfileSave: "edit profile: save"
    case .editProfileCancel: "edit profile: cancel"
    case .settingsAbout: "settings → about"
    case .logOut: "log out"
    case .sessionExpiry: "session expiry"
    case .onboardingFinishes: "onboarding finishes"
    }
  }

  /// What starts a marker line once its indentation is left out.
  static let markerPrefix = "// decision:"
}
