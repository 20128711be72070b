import XCTest

@testable import SwiftMetrics

/// A plain tab bar — a `UITabBarController()` the app makes itself — is the screen
/// `UITabBarController`: `tab` edges from it to each tab's root, and an edge to it from
/// whoever shows it.
final class PlainTabBarTests: XCTestCase {
  private static let screens = """
    import UIKit
    final class FeedViewController: UIViewController {}
    final class ProfileViewController: UIViewController {}
    final class SearchViewController: UIViewController {}
    """

  private func graph(_ app: String) -> NavigationGraph {
    NavigationGraphSupport.graph([("App/App.swift", app), ("App/Screens.swift", Self.screens)])
  }

  /// Filled with an array literal (a tab wrapped in a navigation controller) and set as the
  /// window's root at launch.
  func testATabBarSetAsTheWindowRootIsAScreenWithItsTabs() {
    let graph = graph(
      """
      import UIKit
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          let tabBar = UITabBarController()
          tabBar.viewControllers = [UINavigationController(rootViewController: FeedViewController()), ProfileViewController()]
          window?.rootViewController = tabBar
        }
      }
      """)
    XCTAssertEqual(
      NavigationGraphSupport.lines(graph),
      [
        "(launch) -> UITabBarController windowRoot by SceneDelegate (Builder) App.swift:7",
        "UITabBarController -> FeedViewController tab by SceneDelegate (Builder) App.swift:6",
        "UITabBarController -> ProfileViewController tab by SceneDelegate (Builder) App.swift:6",
      ])
    XCTAssertTrue(
      NavigationGraphSupport.screens(graph).contains("UITabBarController: UITabBarController"))
  }

  /// Made and filled by a factory (`setViewControllers` with an array built beforehand),
  /// returned, and presented by a screen: the presentation goes to the tab bar.
  func testATabBarAFactoryReturnsIsPresentedByTheScreenThatShowsIt() {
    let lines = NavigationGraphSupport.lines(
      graph(
        """
        import UIKit
        final class MainFactory {
          func makeTabs() -> UITabBarController {
            let tabs = UITabBarController()
            let feed = UINavigationController(rootViewController: FeedViewController())
            let controllers = [feed, UINavigationController(rootViewController: SearchViewController())]
            tabs.setViewControllers(controllers, animated: false)
            return tabs
          }
        }
        final class LoginViewController: UIViewController {
          func didLogIn() {
            present(MainFactory().makeTabs(), animated: true)
          }
        }
        """))
    XCTAssertEqual(
      lines,
      [
        "LoginViewController -> UITabBarController present by LoginViewController (View) App.swift:13",
        "UITabBarController -> FeedViewController tab by MainFactory (Builder) App.swift:7",
        "UITabBarController -> SearchViewController tab by MainFactory (Builder) App.swift:7",
      ])
  }

  /// Pushed by a screen; each tab an empty navigation controller given its root afterwards.
  func testAPushedTabBarOfEmptyStacksFilledLater() {
    let lines = NavigationGraphSupport.lines(
      graph(
        """
        import UIKit
        final class WelcomeViewController: UIViewController {
          func openHome() {
            let tabs = UITabBarController()
            let first = UINavigationController()
            first.setViewControllers([FeedViewController()], animated: false)
            let second = UINavigationController()
            second.pushViewController(ProfileViewController(), animated: false)
            tabs.viewControllers = [first, second]
            navigationController?.pushViewController(tabs, animated: true)
          }
        }
        """))
    XCTAssertEqual(
      lines,
      [
        "UITabBarController -> FeedViewController tab by WelcomeViewController (View) App.swift:9",
        "UITabBarController -> ProfileViewController tab by WelcomeViewController (View) App.swift:9",
        "WelcomeViewController -> UITabBarController push by WelcomeViewController (View) App.swift:10",
      ])
  }

  /// Two places making a tab bar give one screen `UITabBarController`, not one per place.
  func testTwoConstructionSitesAreOneScreen() {
    let graph = graph(
      """
      import UIKit
      final class Builder {
        func makeReader() -> UIViewController {
          let tabs = UITabBarController()
          tabs.viewControllers = [FeedViewController()]
          return tabs
        }
        func makeWriter() -> UIViewController {
          let tabs = UITabBarController()
          tabs.viewControllers = [ProfileViewController()]
          return tabs
        }
      }
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = Builder().makeReader()
        }
      }
      """)
    XCTAssertEqual(
      NavigationGraphSupport.lines(graph),
      [
        "(launch) -> UITabBarController windowRoot by SceneDelegate (Builder) App.swift:17",
        "UITabBarController -> FeedViewController tab by Builder (Builder) App.swift:5",
        "UITabBarController -> ProfileViewController tab by Builder (Builder) App.swift:10",
      ])
    XCTAssertEqual(
      NavigationGraphSupport.screens(graph).filter { $0.hasPrefix("UITabBarController") },
      ["UITabBarController: UITabBarController"])
  }

  /// The app's own subclass is its own screen, as before: no `UITabBarController` node.
  func testAnAppSubclassKeepsItsOwnName() {
    let lines = NavigationGraphSupport.lines(
      graph(
        """
        import UIKit
        final class MainTabBarController: UITabBarController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            let tabs = MainTabBarController()
            tabs.viewControllers = [FeedViewController(), ProfileViewController()]
            window?.rootViewController = tabs
          }
        }
        """))
    XCTAssertEqual(
      lines,
      [
        "(launch) -> MainTabBarController windowRoot by SceneDelegate (Builder) App.swift:8",
        "MainTabBarController -> FeedViewController tab by SceneDelegate (Builder) App.swift:7",
        "MainTabBarController -> ProfileViewController tab by SceneDelegate (Builder) App.swift:7",
      ])
  }

  /// An array of screens never handed to the tab bar fills no tab.
  func testAnArrayNeverGivenToTheTabBarGivesNoTab() {
    let lines = NavigationGraphSupport.lines(
      graph(
        """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          var pending: [UIViewController] = []
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            let tabs = UITabBarController()
            let controllers = [FeedViewController(), ProfileViewController()]
            pending = controllers
            window?.rootViewController = tabs
          }
        }
        """))
    XCTAssertEqual(
      lines, ["(launch) -> UITabBarController windowRoot by SceneDelegate (Builder) App.swift:9"])
  }
}
