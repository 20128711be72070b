/// The link opened while it could not be applied (logged out, or before onboarding), kept for
/// right after login or sign-up. One link only, the last; in memory, so a relaunch loses it.
@MainActor
public final class DeepLinkInbox {
  public private(set) var pending: DeepLink?

  public init() {}

  /// Keeps `link`, replacing any link kept before.
  public func keep(_ link: DeepLink) {
    pending = link
  }

  /// Returns the kept link and forgets it, so it is applied once.
  public func take() -> DeepLink? {
    defer { pending = nil }
    return pending
  }
}
