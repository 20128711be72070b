import HeadlessUIKit

/// Assembles the Onboarding module. It navigates nowhere itself: the root wireframe, as the
/// module output, replaces the window's root when onboarding finishes.
@MainActor
final class OnboardingWireframe: OnboardingWireframeInput {
  static func buildModule(
    dependencies: ModuleDependencies, output: any OnboardingModuleOutput
  ) -> UIViewController {
    let interactor = OnboardingInteractor(onboarding: dependencies.environment.onboarding)
    let wireframe = OnboardingWireframe()
    let presenter = OnboardingPresenter(
      interactor: interactor, wireframe: wireframe, moduleOutput: output)
    let view = OnboardingViewController(output: presenter)
    presenter.view = view
    interactor.output = presenter
    dependencies.registerModule(
      presenter: presenter, interactor: interactor, wireframe: wireframe, viewController: view)
    return view
  }
}
