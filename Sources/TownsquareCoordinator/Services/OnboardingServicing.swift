import Townsquare

/// What the view models ask of the shared onboarding pages (see ``AuthServicing``).
@MainActor
protocol OnboardingServicing: AnyObject {
  var initialPage: Int { get }
  func pageText(_ page: Int) -> String
  /// `nil` when `next` on `page` finishes onboarding.
  func page(after page: Int) -> Int?
  func markSeen()
}

extension OnboardingInteractor: OnboardingServicing {
  var initialPage: Int { Self.firstPage }
}
