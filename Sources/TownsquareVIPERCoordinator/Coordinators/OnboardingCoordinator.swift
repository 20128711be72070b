import HeadlessUIKit

/// The first-run pages, shown as the window's bare root (no navigation stack, so no router).
///
/// Result style: **delegate** (``OnboardingCoordinatorDelegate``) — it reports one event and
/// carries nothing back.
@MainActor
final class OnboardingCoordinator: Coordinator {
  weak var delegate: (any OnboardingCoordinatorDelegate)?
  var childCoordinators: [any Coordinator] = []
  private let dependencies: AppDependencies
  /// The Onboarding screen, for the parent to make the window's root; nil until `start()`.
  private(set) var rootViewController: UIViewController?

  init(dependencies: AppDependencies) {
    self.dependencies = dependencies
  }

  func start() {
    let screen = OnboardingBuilder.build(dependencies: dependencies, output: self)
    dependencies.track(self, as: .coordinator, anchor: screen)
    rootViewController = screen
  }

  /// Nothing of its own outlives the root swap that follows.
  func finish() {
    finishChildren()
  }
}

extension OnboardingCoordinator: OnboardingModuleOutput {
  func onboardingModuleDidFinish() {
    delegate?.onboardingCoordinatorDidFinish(self)
  }
}
