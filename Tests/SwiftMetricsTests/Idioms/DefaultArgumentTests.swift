import SwiftMetrics
import XCTest

/// Default arguments (issues #26, #31): a call that leaves an argument out passes the
/// parameter's default value, as Swift evaluates it where the function is declared.
final class DefaultArgumentTests: XCTestCase {
  /// `AuthCoordinator()` makes its own navigation controller by default; the scene sets it as
  /// the window's root, so the first screen pushed onto the empty stack is the window's root.
  private static let defaultStack: [(path: String, text: String)] = [
    (
      "Auth/SceneDelegate.swift",
      """
      import UIKit
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var coordinator: AuthCoordinator?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          guard let scene = scene as? UIWindowScene else { return }
          let window = UIWindow(windowScene: scene)
          let coordinator = AuthCoordinator()
          window.rootViewController = coordinator.navigationController
          window.makeKeyAndVisible()
          self.window = window
          self.coordinator = coordinator
          coordinator.start()
        }
      }
      """
    ),
    (
      "Auth/AuthCoordinator.swift",
      """
      import UIKit
      final class AuthCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController = UINavigationController()) {
          self.navigationController = navigationController
        }
        func start() {
          let login = LoginViewController()
          login.onSignUp = { [weak self] in self?.showSignUp() }
          navigationController.pushViewController(login, animated: false)
        }
        private func showSignUp() {
          navigationController.pushViewController(SignUpViewController(), animated: true)
        }
      }
      final class LoginViewController: UIViewController { var onSignUp: (() -> Void)? }
      final class SignUpViewController: UIViewController {}
      """
    ),
  ]

  func testADefaultNavigationControllerSetAsTheWindowRootHoldsTheFirstScreen() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.defaultStack))
    XCTAssertEqual(
      lines.sorted(),
      [
        "(launch) -> LoginViewController windowRoot by SceneDelegate (Builder) SceneDelegate.swift:9",
        "LoginViewController -> SignUpViewController push by AuthCoordinator (Coordinator) AuthCoordinator.swift:13",
      ], lines.joined(separator: "\n"))
  }

  /// The coordinator sets its default stack as the window's root and fills it with the login
  /// or the tabs; the login's sign-in sets the tabs again later: the tabs are a window root
  /// from the launch and, after signing in, a replacement of the login.
  private static let signIn: [(path: String, text: String)] = [
    (
      "App/AppCoordinator.swift",
      """
      import UIKit
      final class AppCoordinator {
        let window: UIWindow
        let navigationController: UINavigationController
        init(window: UIWindow, navigationController: UINavigationController = UINavigationController()) {
          self.window = window
          self.navigationController = navigationController
        }
        func start(signedIn: Bool) {
          window.rootViewController = navigationController
          signedIn ? showTabs() : showLogin()
        }
        private func showLogin() {
          let login = LoginViewController()
          login.onSignedIn = { [weak self] in self?.showTabs() }
          navigationController.setViewControllers([login], animated: false)
        }
        private func showTabs() {
          navigationController.setViewControllers([TabsViewController()], animated: true)
        }
      }
      final class LoginViewController: UIViewController { var onSignedIn: (() -> Void)? }
      final class TabsViewController: UITabBarController {}
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var coordinator: AppCoordinator?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          guard let scene = scene as? UIWindowScene else { return }
          let window = UIWindow(windowScene: scene)
          coordinator = AppCoordinator(window: window)
          coordinator?.start(signedIn: false)
          self.window = window
        }
      }
      """
    )
  ]

  func testAStackSetAgainFromAScreenIsAReplacementThere() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.signIn))
    XCTAssertEqual(
      lines.sorted(),
      [
        "(launch) -> LoginViewController windowRoot by AppCoordinator (Coordinator) AppCoordinator.swift:10",
        "(launch) -> TabsViewController windowRoot by AppCoordinator (Coordinator) AppCoordinator.swift:10",
        "LoginViewController -> TabsViewController setViewControllers by AppCoordinator (Coordinator) AppCoordinator.swift:19",
      ], lines.joined(separator: "\n"))
  }

  /// `showDetail()` leaves `style` out: the default `.push` arm runs, not `.present`.
  private static func styled(_ call: String) -> [(path: String, text: String)] {
    [
      (
        "Shop/Router.swift",
        """
        import UIKit
        enum Style { case push, present }
        final class Router {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func showDetail(animated: Bool = true, style: Style = .push) {
            switch style {
            case .push: navigationController.pushViewController(DetailViewController(), animated: animated)
            case .present: navigationController.present(DetailViewController(), animated: animated)
            }
          }
        }
        final class HomeViewController: UIViewController {
          var router: Router?
          func openDetail() { router?.\(call) }
        }
        final class DetailViewController: UIViewController {}
        """
      )
    ]
  }

  func testALeftOutStyleTakesItsDefaultArm() {
    let lines = NavigationGraphSupport.lines(
      NavigationGraphSupport.graph(Self.styled("showDetail()")))
    XCTAssertEqual(
      lines, ["HomeViewController -> DetailViewController push by Router (Router) Router.swift:8"],
      lines.joined(separator: "\n"))
  }

  func testAnArgumentPassedExplicitlyWinsOverTheDefault() {
    let lines = NavigationGraphSupport.lines(
      NavigationGraphSupport.graph(Self.styled("showDetail(style: .present)")))
    XCTAssertEqual(
      lines,
      ["HomeViewController -> DetailViewController present by Router (Router) Router.swift:9"],
      lines.joined(separator: "\n"))
  }
}
