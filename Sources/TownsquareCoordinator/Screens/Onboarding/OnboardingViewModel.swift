import Townsquare

/// The onboarding pages: `next` steps through them, the last `next` or `skip` finishes.
@MainActor
final class OnboardingViewModel {
  /// Outcome: onboarding is over (the seen flag is already persisted).
  var onFinished: (() -> Void)?
  /// Tells the view to show the current state again.
  var onChange: (() -> Void)?

  private let onboarding: any OnboardingServicing
  private var page: Int

  init(onboarding: any OnboardingServicing) {
    self.onboarding = onboarding
    page = onboarding.initialPage
  }

  var pageText: String { onboarding.pageText(page) }

  func next() {
    guard let following = onboarding.page(after: page) else { return finish() }
    page = following
    onChange?()
  }

  func skip() {
    finish()
  }

  private func finish() {
    onboarding.markSeen()
    onFinished?()
  }
}
