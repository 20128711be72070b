import SwiftMetrics
import XCTest

/// A builder returning a struct that bundles a screen with its output
/// (`Module(viewController:transitionPublisher:)`): what a coordinator shows through
/// `module.viewController` is the screen that builder made, not every screen any builder
/// bundles.
final class ModuleBundleTests: XCTestCase {
  private static let modules = """
    import UIKit
    import Combine
    struct Module<V: UIViewController> {
      let viewController: V
      let output: AnyPublisher<Int, Never>
    }
    final class SignInViewModel { let output = PassthroughSubject<Int, Never>().eraseToAnyPublisher() }
    final class SignInViewController: UIViewController {}
    final class SignUpViewController: UIViewController {}
    final class HomeViewController: UIViewController {}
    enum SignInBuilder {
      static func build() -> Module<UIViewController> {
        let viewModel = SignInViewModel()
        return Module(viewController: SignInViewController(), output: viewModel.output)
      }
    }
    enum SignUpBuilder {
      static func build() -> Module<UIViewController> {
        let module = Module(viewController: SignUpViewController(), output: Empty().eraseToAnyPublisher())
        return module
      }
    }
    """

  private func lines(_ coordinator: String) -> [String] {
    NavigationGraphSupport.lines(
      NavigationGraphSupport.graph([
        ("App/Modules.swift", Self.modules), ("App/Coordinator.swift", coordinator),
      ]))
  }

  /// Each builder's module shows its own screen (one built in place, one through a local).
  func testEachModuleShowsTheScreenItsBuilderBundled() {
    XCTAssertEqual(
      lines(
        """
        import UIKit
        final class AuthCoordinator {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            let module = SignInBuilder.build()
            navigationController.pushViewController(module.viewController, animated: true)
          }
          func run() {
            let module = SignUpBuilder.build()
            navigationController.present(module.viewController, animated: true)
          }
        }
        """),
      [
        "(launch) -> SignInViewController push by AuthCoordinator (Coordinator) Coordinator.swift:7",
        "(launch) -> SignUpViewController present by AuthCoordinator (Coordinator) Coordinator.swift:11",
      ])
  }

  /// A module that is not read through a local bound to its builder (a property assigned
  /// from both) still holds every construction's screen.
  func testAPropertyHoldingModulesHoldsEveryBundledScreen() {
    XCTAssertEqual(
      lines(
        """
        import UIKit
        final class AuthCoordinator {
          let navigationController: UINavigationController
          var current: Module<UIViewController>?
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            current = SignInBuilder.build()
            current = SignUpBuilder.build()
            navigationController.pushViewController(current!.viewController, animated: true)
          }
        }
        """),
      [
        "(launch) -> SignInViewController push by AuthCoordinator (Coordinator) Coordinator.swift:9",
        "(launch) -> SignUpViewController push by AuthCoordinator (Coordinator) Coordinator.swift:9",
      ])
  }
}
