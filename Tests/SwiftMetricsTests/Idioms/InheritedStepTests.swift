import SwiftMetrics
import XCTest

/// Coordinators that share their steps through a protocol extension (`setRoot(_:)` on
/// `self.navigationController`) make each step on their own stack: a tab's coordinator setting
/// its root fills its tab, not every coordinator's stack at once. A tab bar filled with
/// `children.map { $0.navigationController }` holds each child's own stack.
final class InheritedStepTests: XCTestCase {
  private static let coordinators = """
    import UIKit
    protocol Coordinator: AnyObject {
      var navigationController: UINavigationController { get set }
      var children: [Coordinator] { get set }
      func start()
    }
    extension Coordinator {
      func setRoot(_ screen: UIViewController) {
        navigationController.setViewControllers([screen], animated: false)
      }
      func push(_ screen: UIViewController) {
        self.navigationController.pushViewController(screen, animated: true)
      }
    }
    final class WelcomeViewController: UIViewController { var onContinue: (() -> Void)? }
    final class HomeViewController: UIViewController { var onOpen: (() -> Void)? }
    final class ItemViewController: UIViewController {}
    final class SettingsViewController: UIViewController {}
    final class HomeCoordinator: Coordinator {
      var navigationController: UINavigationController
      var children: [Coordinator] = []
      init(navigationController: UINavigationController) {
        self.navigationController = navigationController
      }
      func start() {
        let home = HomeViewController()
        home.onOpen = { [weak self] in self?.push(ItemViewController()) }
        setRoot(home)
      }
    }
    final class SettingsCoordinator: Coordinator {
      var navigationController: UINavigationController
      var children: [Coordinator] = []
      init(navigationController: UINavigationController) {
        self.navigationController = navigationController
      }
      func start() { setRoot(SettingsViewController()) }
    }
    """

  func testAStepInAProtocolExtensionIsMadeOnTheCallersOwnStack() {
    let app = """
      final class AppCoordinator: Coordinator {
        var navigationController = UINavigationController()
        var children: [Coordinator] = []
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
          window.rootViewController = navigationController
          let welcome = WelcomeViewController()
          welcome.onContinue = { [weak self] in self?.showTabs() }
          setRoot(welcome)
        }
        func showTabs() {
          let home = HomeCoordinator(navigationController: UINavigationController())
          let settings = SettingsCoordinator(navigationController: UINavigationController())
          children = [home, settings]
          home.start()
          settings.start()
          let tabs = UITabBarController()
          tabs.viewControllers = [home.navigationController, settings.navigationController]
          navigationController.present(tabs, animated: true)
        }
      }
      """
    let lines = Set(
      NavigationGraphSupport.graph([("App/Coordinators.swift", Self.coordinators + app)]).edges
        .map { "\($0.from) -> \($0.to) \($0.kind.rawValue)" })
    XCTAssertEqual(
      lines,
      [
        "(launch) -> WelcomeViewController windowRoot",
        "WelcomeViewController -> UITabBarController present",
        "UITabBarController -> HomeViewController tab",
        "UITabBarController -> SettingsViewController tab",
        "HomeViewController -> ItemViewController push",
      ])
  }

  func testATabBarFilledWithEachChildsStackHoldsTheirRoots() {
    let app = """
      final class TabsCoordinator: Coordinator {
        var navigationController = UINavigationController()
        var children: [Coordinator] = []
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
          let home = HomeCoordinator(navigationController: UINavigationController())
          children.append(home)
          home.start()
          let settings = SettingsCoordinator(navigationController: UINavigationController())
          children.append(settings)
          settings.start()
          let tabs = UITabBarController()
          tabs.viewControllers = children.map { $0.navigationController }
          window.rootViewController = tabs
        }
      }
      """
    let lines = Set(
      NavigationGraphSupport.graph([("App/Coordinators.swift", Self.coordinators + app)]).edges
        .map { "\($0.from) -> \($0.to) \($0.kind.rawValue)" })
    XCTAssertEqual(
      lines,
      [
        "(launch) -> UITabBarController windowRoot",
        "UITabBarController -> HomeViewController tab",
        "UITabBarController -> SettingsViewController tab",
        "HomeViewController -> ItemViewController push",
      ])
  }
}
