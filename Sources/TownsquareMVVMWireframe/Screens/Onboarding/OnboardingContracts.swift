/// How Onboarding tells whoever built it that it is done (the seen flag is already stored).
/// Finishing is the app's business, so the module has no wireframe protocol: the root
/// wireframe, as this output, replaces the window's root.
@MainActor
protocol OnboardingModuleOutput: AnyObject {
  func onboardingModuleDidFinish()
}
