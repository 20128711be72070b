import HeadlessUIKit

/// Assembles the Onboarding module; whoever asked (its coordinator) shows it.
@MainActor
enum OnboardingBuilder {
  static func build(
    dependencies: AppDependencies, output: any OnboardingModuleOutput
  ) -> UIViewController {
    let presenter = OnboardingPresenter(
      interactor: dependencies.environment.onboarding, output: output)
    let view = OnboardingViewController(output: presenter)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return view
  }
}
