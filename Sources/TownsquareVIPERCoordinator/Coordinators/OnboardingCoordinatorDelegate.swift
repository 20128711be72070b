/// How ``OnboardingCoordinator`` reports to its parent (delegate style).
@MainActor
protocol OnboardingCoordinatorDelegate: AnyObject {
  /// Onboarding is over (seen flag stored); the parent removes the child.
  func onboardingCoordinatorDidFinish(_ coordinator: OnboardingCoordinator)
}
