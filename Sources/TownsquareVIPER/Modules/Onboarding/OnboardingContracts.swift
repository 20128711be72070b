/// What the presenter tells the Onboarding screen to show.
@MainActor
protocol OnboardingViewInput: AnyObject {
  func display(pageText: String)
}

/// What the Onboarding screen reports to its presenter.
@MainActor
protocol OnboardingViewOutput: AnyObject {
  func viewIsReady()
  func didTapNext()
  func didTapSkip()
}

/// The pages come from the domain; reads are synchronous, the one command reports back.
@MainActor
protocol OnboardingInteractorInput: AnyObject {
  var firstPage: Int { get }
  func pageText(for page: Int) -> String
  /// `nil` when `next` on `page` finishes onboarding.
  func page(after page: Int) -> Int?
  func finishOnboarding()
}

@MainActor
protocol OnboardingInteractorOutput: AnyObject {
  func didFinishOnboarding()
}

/// Empty on purpose: finishing is the app's business, so it goes out through the module output
/// and the root wireframe replaces the window's root.
@MainActor
protocol OnboardingWireframeInput: AnyObject {}

/// How Onboarding tells whoever built it that it is done.
@MainActor
protocol OnboardingModuleOutput: AnyObject {
  func onboardingModuleDidFinish()
}
