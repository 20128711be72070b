import SwiftMetrics
import XCTest

/// Coordinators whose modules travel as protocols: a factory returns a screen as a protocol
/// (`LoginView`), a router wraps UIKit in `setRootModule(_:)`/`push(_:)` overloads that forward
/// the module to one another and take the controller back with an identity accessor
/// (`module?.toPresent()`, declared once in `extension UIViewController`), and screens are made
/// by a class method declared to return `Self`.
final class ModuleRouterTests: XCTestCase {
  private static let sources: [(path: String, text: String)] = [
    (
      "App/Router.swift",
      """
      import UIKit
      protocol Presentable { func toPresent() -> UIViewController? }
      extension UIViewController: Presentable {
        func toPresent() -> UIViewController? { return self }
        class func fromStoryboard(_ name: String) -> Self {
          return UIStoryboard(name: name, bundle: nil).instantiateInitialViewController() as! Self
        }
      }
      protocol Router: Presentable {
        func push(_ module: Presentable?)
        func setRootModule(_ module: Presentable?)
      }
      final class RouterImp: Router {
        private weak var root: UINavigationController?
        init(root: UINavigationController) { self.root = root }
        func toPresent() -> UIViewController? { return root }
        func push(_ module: Presentable?) { push(module, animated: true) }
        func push(_ module: Presentable?, animated: Bool) { push(module, animated: animated, completion: nil) }
        func push(_ module: Presentable?, animated: Bool, completion: (() -> Void)?) {
          push(module, animated: animated, hideBar: false, completion: completion)
        }
        func push(_ module: Presentable?, animated: Bool, hideBar: Bool, completion: (() -> Void)?) {
          guard let controller = module?.toPresent() else { return }
          root?.pushViewController(controller, animated: animated)
        }
        func setRootModule(_ module: Presentable?) {
          guard let controller = module?.toPresent() else { return }
          root?.setViewControllers([controller], animated: false)
        }
      }
      """
    ),
    (
      "App/Auth.swift",
      """
      import UIKit
      protocol LoginView: AnyObject { var onSignUp: (() -> Void)? { get set } }
      protocol SignUpView: AnyObject {}
      final class LoginController: UIViewController, LoginView {
        var onSignUp: (() -> Void)?
        @IBAction func signUpTapped(_ sender: Any) { onSignUp?() }
      }
      final class SignUpController: UIViewController, SignUpView {}
      protocol AuthFactory {
        func makeLogin() -> LoginView
        func makeSignUp() -> SignUpView
      }
      final class AuthFactoryImp: AuthFactory {
        func makeLogin() -> LoginView { LoginController.fromStoryboard("Auth") }
        func makeSignUp() -> SignUpView { SignUpController.fromStoryboard("Auth") }
      }
      final class AuthCoordinator {
        private let router: Router
        private let factory: AuthFactory
        init(router: Router, factory: AuthFactory) {
          self.router = router
          self.factory = factory
        }
        func start() {
          let login = factory.makeLogin()
          login.onSignUp = { [weak self] in self?.showSignUp() }
          router.setRootModule(login)
        }
        private func showSignUp() { router.push(factory.makeSignUp()) }
      }
      """
    ),
  ]

  func testModulesPassedAsProtocolsThroughRouterOverloads() {
    XCTAssertEqual(
      NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.sources)),
      [
        "(launch) -> LoginController setViewControllers by AuthCoordinator (Coordinator) Auth.swift:27",
        "LoginController -> SignUpController push by AuthCoordinator (Coordinator) Auth.swift:29",
      ])
  }

  /// A coordinator factory's protocol declares `-> Coordinator`; the call resolves to the
  /// requirement and to the implementation, which returns one coordinator: only that one's
  /// `start()` runs there, not every conformer's.
  func testFactoryReturningAProtocolStartsOnlyTheCoordinatorItMakes() {
    let sources: [(path: String, text: String)] = [
      (
        "App/Flows.swift",
        """
        import UIKit
        protocol Coordinator: AnyObject { func start() }
        final class HomeController: UIViewController { var onLogout: (() -> Void)? }
        final class LoginController: UIViewController { var onDone: (() -> Void)? }
        protocol CoordinatorFactory {
          func makeHome(navigation: UINavigationController) -> Coordinator
          func makeLogin(navigation: UINavigationController) -> Coordinator
        }
        final class CoordinatorFactoryImp: CoordinatorFactory {
          func makeHome(navigation: UINavigationController) -> Coordinator { HomeCoordinator(navigation: navigation) }
          func makeLogin(navigation: UINavigationController) -> Coordinator { LoginCoordinator(navigation: navigation) }
        }
        final class HomeCoordinator: Coordinator {
          let navigation: UINavigationController
          var onLogout: (() -> Void)?
          init(navigation: UINavigationController) { self.navigation = navigation }
          func start() {
            let home = HomeController()
            home.onLogout = { [weak self] in self?.onLogout?() }
            navigation.setViewControllers([home], animated: false)
          }
        }
        final class LoginCoordinator: Coordinator {
          let navigation: UINavigationController
          init(navigation: UINavigationController) { self.navigation = navigation }
          func start() { navigation.setViewControllers([LoginController()], animated: false) }
        }
        final class AppCoordinator {
          let navigation = UINavigationController()
          let factory: CoordinatorFactory = CoordinatorFactoryImp()
          func start() { runHome() }
          func runHome() {
            let home = factory.makeHome(navigation: navigation)
            home.start()
          }
          func runLogin() {
            let login = factory.makeLogin(navigation: navigation)
            login.start()
          }
        }
        """
      )
    ]
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(sources))
    XCTAssertEqual(
      lines.map { $0.components(separatedBy: " by ")[0] },
      [
        "(launch) -> HomeController setViewControllers",
        "(event) -> LoginController setViewControllers",
      ].sorted())
  }

  /// Children override their base class's `start()`; a call on one runs its override, not
  /// the base's `start()` (whose `start(with:)` hook the parent overrides to launch).
  func testAnOverrideHidesTheBaseMethodFromCallsOnTheSubclass() {
    let sources: [(path: String, text: String)] = [
      (
        "App/Flows.swift",
        """
        import UIKit
        class BaseCoordinator {
          func start() { start(with: nil) }
          func start(with option: String?) {}
        }
        final class HomeController: UIViewController { var onSettings: (() -> Void)? }
        final class LoginController: UIViewController { var onDone: (() -> Void)? }
        final class SettingsController: UIViewController {}
        final class SettingsCoordinator: BaseCoordinator {
          let navigation: UINavigationController
          init(navigation: UINavigationController) { self.navigation = navigation }
          override func start() { navigation.pushViewController(SettingsController(), animated: true) }
        }
        final class AppCoordinator: BaseCoordinator {
          let navigation = UINavigationController()
          override func start(with option: String?) {
            let login = LoginController()
            login.onDone = { [weak self] in self?.runHome() }
            navigation.setViewControllers([login], animated: false)
          }
          func runHome() {
            let home = HomeController()
            home.onSettings = { [weak self] in self?.runSettings() }
            navigation.setViewControllers([home], animated: false)
          }
          func runSettings() {
            let settings = SettingsCoordinator(navigation: navigation)
            settings.start()
          }
        }
        final class Launcher {
          let app = AppCoordinator()
          func launch() { app.start() }
        }
        """
      )
    ]
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(sources))
    XCTAssertEqual(
      lines.map { $0.components(separatedBy: " by ")[0] },
      [
        "(launch) -> LoginController setViewControllers",
        "HomeController -> SettingsController push",
        "LoginController -> HomeController setViewControllers",
      ])
  }
}
