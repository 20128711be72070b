/// Where the app starts.
public enum LaunchDestination: Sendable, Equatable {
  /// A bare Onboarding window root.
  case onboarding
  /// `[Login]`.
  case login
  /// MainTabs.
  case mainTabs
}
