/// The launch rule: onboarding not seen → Onboarding; logged in → MainTabs; else `[Login]`.
@MainActor
public final class LaunchInteractor {
  private let preferences: PreferencesStore
  private let auth: AuthInteractor

  init(preferences: PreferencesStore, auth: AuthInteractor) {
    self.preferences = preferences
    self.auth = auth
  }

  public var destination: LaunchDestination {
    if !preferences.hasSeenOnboarding { return .onboarding }
    return auth.isLoggedIn ? .mainTabs : .login
  }

}
