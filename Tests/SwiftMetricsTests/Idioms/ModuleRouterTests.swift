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
}
