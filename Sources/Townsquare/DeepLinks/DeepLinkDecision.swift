/// What the app does with an opened URL.
public enum DeepLinkDecision: Sendable, Equatable {
  /// MainTabs is up: dismiss any sheet and show the link now.
  case navigate(DeepLink)
  /// Logged out or before onboarding: the link was kept in the inbox; the screen stays as is.
  case kept(DeepLink)
  /// Not a link, or an unknown id: logged; nothing changes (a sheet stays up, a kept link stays).
  case rejected(DeepLinkRejection)
}
