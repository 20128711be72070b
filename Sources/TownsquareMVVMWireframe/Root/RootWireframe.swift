import HeadlessUIKit
import Townsquare

/// The app-level wireframe: it decides the first screen, owns every swap of the window's root
/// (Onboarding → `[Login]` ↔ MainTabs), routes deep links into MainTabs (and applies a kept one
/// right after login or sign-up), and handles logout and session expiry.
///
/// It has no view, so no view model: the few decisions it needs are the app's, not a screen's,
/// and it reads them from the shared domain (launch destination, link decision, expiry).
@MainActor
final class RootWireframe {
  private let window: UIWindow
  private let dependencies: ModuleDependencies
  /// Strong: the tab bar has no view model to own its wireframe, so the root keeps the
  /// wireframe of the tabs it shows, and lets go of it with every root swap.
  private var mainTabs: MainTabsWireframe?

  init(window: UIWindow, dependencies: ModuleDependencies) {
    self.window = window
    self.dependencies = dependencies
  }

  private var environment: AppEnvironment { dependencies.environment }

  func launch() {
    switch environment.launch.destination {
    case .onboarding: showOnboarding()
    case .login: showLogin(afterSessionExpiry: false)
    case .mainTabs: showMainTabs()
    }
    window.makeKeyAndVisible()
  }

  /// A link applies now only when MainTabs is up; a kept or rejected link changes nothing on
  /// screen (the domain has kept or logged it).
  func openDeepLink(_ url: String) {
    guard case .navigate(let link) = environment.deepLinks.open(url) else { return }
    window.afterPresentationTransition { [weak self] in
      self?.mainTabs?.open(link)
    }
  }

  /// With no session (logged out, or before onboarding) nothing changes.
  func handleSessionExpired() {
    guard environment.auth.expireSession() else { return }
    window.afterPresentationTransition { [weak self] in
      guard let self else { return }
      dismissPresentedModules()
      showLogin(afterSessionExpiry: true)
    }
  }

  private func showOnboarding() {
    let onboarding = OnboardingWireframe.buildModule(dependencies: dependencies, output: self)
    mainTabs = nil
    window.rootViewController = onboarding
  }

  private func showLogin(afterSessionExpiry: Bool) {
    let login = LoginWireframe.buildModule(
      dependencies: dependencies, output: self, afterSessionExpiry: afterSessionExpiry)
    mainTabs = nil
    window.rootViewController = UINavigationController(rootViewController: login)
  }

  private func showMainTabs() {
    let module = MainTabsWireframe.buildModule(dependencies: dependencies, output: self)
    mainTabs = module.wireframe
    window.rootViewController = module.viewController
  }

  /// A sheet must go before its presenter's hierarchy is replaced, or UIKit keeps both alive;
  /// unanimated, it has gone when `dismiss` returns, so the root swap can follow at once.
  private func dismissPresentedModules() {
    guard let root = window.rootViewController, root.presentedViewController != nil else { return }
    root.dismiss(animated: false)
  }
}

extension RootWireframe: OnboardingModuleOutput {
  func onboardingModuleDidFinish() {
    showLogin(afterSessionExpiry: false)
  }
}

extension RootWireframe: LoginModuleOutput {
  /// Logged in or signed up: MainTabs, then the link kept while logged out, once.
  func loginModuleDidAuthenticate() {
    showMainTabs()
    if let link = environment.deepLinks.takePending() {
      mainTabs?.open(link)
    }
  }
}

extension RootWireframe: MainTabsModuleOutput {
  func mainTabsModuleDidLogOut() {
    dismissPresentedModules()
    showLogin(afterSessionExpiry: false)
  }
}
