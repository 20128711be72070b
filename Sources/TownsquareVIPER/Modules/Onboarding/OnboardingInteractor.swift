import Townsquare

/// The module's interactor: the shared onboarding rules behind this module's protocol.
@MainActor
final class OnboardingInteractor {
  weak var output: (any OnboardingInteractorOutput)?
  private let onboarding: Townsquare.OnboardingInteractor

  init(onboarding: Townsquare.OnboardingInteractor) {
    self.onboarding = onboarding
  }
}

extension OnboardingInteractor: OnboardingInteractorInput {
  var firstPage: Int { Townsquare.OnboardingInteractor.firstPage }

  func pageText(for page: Int) -> String {
    onboarding.pageText(page)
  }

  func page(after page: Int) -> Int? {
    onboarding.page(after: page)
  }

  func finishOnboarding() {
    onboarding.markSeen()
    output?.didFinishOnboarding()
  }
}
