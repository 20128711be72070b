import Townsquare

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

/// The part of the shared onboarding rules this module uses.
@MainActor
protocol OnboardingInteractorInput: AnyObject {
  var initialPage: Int { get }
  func pageText(_ page: Int) -> String
  /// `nil` when `next` on `page` finishes onboarding.
  func page(after page: Int) -> Int?
  func markSeen()
}

/// How Onboarding tells whoever built it that it is done (the seen flag is already stored).
/// Finishing is the app's business, so the module has no wireframe protocol: the root
/// wireframe, as this output, replaces the window's root.
@MainActor
protocol OnboardingModuleOutput: AnyObject {
  func onboardingModuleDidFinish()
}

/// The shared interactor is the module's interactor as it is (see `VIPERApp`).
extension OnboardingInteractor: OnboardingInteractorInput {
  var initialPage: Int { Self.firstPage }
}
