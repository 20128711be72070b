import SwiftMetrics
import XCTest

/// A tab coordinator hands the tab bar controller closures made by its methods
/// (`tabBar.onFeedSelect = runFeedFlow()`); the tab bar calls them with one of its tabs'
/// navigation controllers, and a child coordinator sets that stack's root: a tab edge from the
/// tab bar controller, not a step from whoever started the tab coordinator.
final class TabClosureTests: XCTestCase {
  private static let sources: [(path: String, text: String)] = [
    (
      "App/Tabs.swift",
      """
      import UIKit
      final class LoginController: UIViewController { var onLogin: (() -> Void)? }
      final class FeedController: UIViewController {}
      final class TabsController: UITabBarController {
        var onFeedSelect: ((UINavigationController) -> Void)?
        override func viewDidLoad() {
          super.viewDidLoad()
          if let navigation = viewControllers?.first as? UINavigationController {
            onFeedSelect?(navigation)
          }
        }
      }
      final class FeedCoordinator {
        let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        func start() { navigation.setViewControllers([FeedController()], animated: false) }
      }
      final class TabsCoordinator {
        let tabs: TabsController
        init(tabs: TabsController) { self.tabs = tabs }
        func start() { tabs.onFeedSelect = runFeedFlow() }
        private func runFeedFlow() -> ((UINavigationController) -> Void) {
          return { navigation in
            let feed = FeedCoordinator(navigation: navigation)
            feed.start()
          }
        }
      }
      final class AppCoordinator {
        let window: UIWindow
        init(window: UIWindow) { self.window = window }
        func start() {
          let login = LoginController()
          login.onLogin = { [weak self] in self?.runTabs() }
          window.rootViewController = login
        }
        func runTabs() {
          let tabs = TabsController()
          window.rootViewController = tabs
          TabsCoordinator(tabs: tabs).start()
        }
      }
      """
    )
  ]

  func testReturnedClosureAssignedToTheTabBarsOutputFillsATab() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.sources))
    XCTAssertEqual(
      lines.map { $0.components(separatedBy: " by ")[0] },
      [
        "(launch) -> LoginController windowRoot",
        "LoginController -> TabsController windowRoot",
        "TabsController -> FeedController tab",
      ])
  }
}
