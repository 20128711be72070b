import HeadlessUIKit
import Townsquare

/// The root of the tree, alive as long as the app. It runs one flow at a time — Onboarding,
/// Auth or Main — and is the only coordinator that swaps the window's root (through its
/// ``WindowRouter``). Deep links enter the tree here and go down to the flow that shows them;
/// logout and session expiry end the whole Main flow here.
///
/// Its children report in both styles: Onboarding and Main by delegate, Auth by completion.
@MainActor
final class AppCoordinator: Coordinator {
  var childCoordinators: [any Coordinator] = []
  private let context: CoordinatorContext
  private let windowRouter: WindowRouter

  init(windowRouter: WindowRouter, context: CoordinatorContext) {
    self.windowRouter = windowRouter
    self.context = context
    context.tracker.register(self, role: .coordinator, anchor: .window)
  }

  private var environment: AppEnvironment { context.environment }

  /// Launch: onboarding not seen → Onboarding; logged in → MainTabs; else `[Login]`.
  func start() {
    switch environment.launch.destination {
    case .onboarding: showOnboarding()
    case .login: showAuth()
    case .mainTabs: showMain()
    }
  }

  /// The app ends with the process; nothing outlives it.
  func finish() {
    finishChildren()
  }

  /// Applies a link now if MainTabs is up; a kept link waits for login and a rejected one
  /// changes nothing (the DeepLinkInteractor has kept or logged it).
  func open(_ url: String) {
    guard case .navigate(let link) = environment.deepLinks.open(url) else { return }
    windowRouter.afterPresentationTransition { [weak self] in
      self?.child(ofType: MainCoordinator.self)?.route(link)
    }
  }

  /// The system ended the session: the Main flow ends (any sheet first) and Login says why.
  /// With no session (logged out, or before onboarding) nothing changes.
  func handleSessionExpired() {
    guard environment.auth.expireSession() else { return }
    windowRouter.afterPresentationTransition { [weak self] in self?.endMainFlowAfterExpiry() }
  }

  private func endMainFlowAfterExpiry() {
    guard let main = child(ofType: MainCoordinator.self) else { return }
    main.finish()
    removeChild(main)
    showAuth(notice: AuthInteractor.sessionExpiredNotice)
  }

  private func showOnboarding() {
    let onboarding = OnboardingCoordinator(context: context)
    onboarding.delegate = self
    startChild(onboarding)
    if let root = onboarding.rootViewController { windowRouter.setRoot(root) }
  }

  private func showAuth(notice: String = "") {
    let auth = AuthCoordinator(notice: notice, context: context)
    auth.onFinish = { [weak self, weak auth] in
      guard let self, let auth else { return }
      removeChild(auth)
      showMain()
      if let link = environment.deepLinks.takePending() {
        child(ofType: MainCoordinator.self)?.route(link)
      }
    }
    startChild(auth)
    if let root = auth.rootViewController { windowRouter.setRoot(root) }
  }

  private func showMain() {
    let main = MainCoordinator(context: context)
    main.delegate = self
    startChild(main)
    windowRouter.setRoot(main.rootViewController)
  }
}

extension AppCoordinator: OnboardingCoordinatorDelegate {
  func onboardingCoordinatorDidFinish(_ coordinator: OnboardingCoordinator) {
    removeChild(coordinator)
    showAuth()
  }
}

extension AppCoordinator: MainCoordinatorDelegate {
  func mainCoordinatorDidLogOut(_ coordinator: MainCoordinator) {
    coordinator.finish()
    removeChild(coordinator)
    showAuth()
  }
}
