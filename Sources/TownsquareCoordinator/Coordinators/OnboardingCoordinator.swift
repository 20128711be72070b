import HeadlessUIKit

/// The first-run pages, shown as the window's bare root (no navigation stack, so no router).
///
/// Result style: **delegate** (``OnboardingCoordinatorDelegate``) — it reports one event and
/// carries nothing back.
@MainActor
final class OnboardingCoordinator: Coordinator {
  weak var delegate: (any OnboardingCoordinatorDelegate)?
  var childCoordinators: [any Coordinator] = []
  private let context: CoordinatorContext
  /// The Onboarding screen, for the parent to make the window's root; nil until `start()`.
  private(set) var rootViewController: UIViewController?

  init(context: CoordinatorContext) {
    self.context = context
  }

  func start() {
    let viewModel = OnboardingViewModel(onboarding: context.environment.onboarding)
    let screen = OnboardingViewController(viewModel: viewModel)
    viewModel.onFinished = { [weak self] in
      guard let self else { return }
      delegate?.onboardingCoordinatorDidFinish(self)
    }
    context.track(viewModel, as: .viewModel, anchor: screen)
    context.track(self, as: .coordinator, anchor: screen)
    rootViewController = screen
  }

  /// Nothing of its own outlives the root swap that follows.
  func finish() {
    finishChildren()
  }
}
