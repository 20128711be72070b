import HeadlessUIKit

/// Assembles the Onboarding module. It navigates nowhere itself: the root wireframe, as the
/// module output, replaces the window's root when onboarding finishes.
@MainActor
enum OnboardingWireframe {
  static func buildModule(
    dependencies: ModuleDependencies, output: any OnboardingModuleOutput
  ) -> UIViewController {
    let viewModel = OnboardingViewModel(
      onboarding: dependencies.environment.onboarding, moduleOutput: output)
    let view = OnboardingViewController(viewModel: viewModel)
    dependencies.registerModule(viewModel: viewModel, wireframe: nil, viewController: view)
    return view
  }
}
