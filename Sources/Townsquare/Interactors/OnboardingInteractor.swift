/// The three onboarding pages and the persisted onboarding-seen flag.
@MainActor
public final class OnboardingInteractor {
  public static let pageCount = 3
  public static let firstPage = 1

  private let preferences: PreferencesStore

  init(preferences: PreferencesStore) {
    self.preferences = preferences
  }

  public var pageCount: Int { Self.pageCount }

  /// The `page` label for a page numbered from 1: "1/3", "2/3", "3/3".
  public func pageText(_ page: Int) -> String {
    "\(page)/\(Self.pageCount)"
  }

  /// The page `next` leads to, or `nil` when `next` finishes onboarding (on the last page).
  public func page(after page: Int) -> Int? {
    page < Self.pageCount ? page + 1 : nil
  }

  public var hasSeenOnboarding: Bool { preferences.hasSeenOnboarding }

  /// Called when onboarding finishes, by `next` on the last page or by `skip`.
  public func markSeen() {
    preferences.markOnboardingSeen()
  }
}
