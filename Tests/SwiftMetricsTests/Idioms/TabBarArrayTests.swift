import SwiftMetrics
import XCTest

/// Tab bars filled by assigning `viewControllers`: from an array literal, or from a local array
/// built in a loop of empty navigation controllers each given its root — tab → tab-root edges,
/// and no stack change from the tab bar.
final class TabBarArrayTests: XCTestCase {
  private static let sources: [(path: String, text: String)] = [
    (
      "App/Tabs.swift",
      """
      import UIKit
      final class FeedViewController: UIViewController {}
      final class ProfileViewController: UIViewController {}
      final class SearchViewController: UIViewController {}
      final class RootTabBarController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let feed = UINavigationController(rootViewController: FeedViewController())
          viewControllers = [feed, ProfileViewController()]
        }
      }
      final class LoopTabBarController: UITabBarController {
        func configure() {
          var controllers: [UIViewController] = []
          for index in 0..<2 {
            let navigation = UINavigationController()
            navigation.setViewControllers([index == 0 ? SearchViewController() : FeedViewController()], animated: false)
            controllers.append(navigation)
          }
          controllers.insert(ProfileViewController(), at: 0)
          viewControllers = controllers
        }
      }
      """
    )
  ]

  func testArrayLiteralAndLoopBuiltArraysGiveTabEdges() {
    XCTAssertEqual(
      NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.sources)),
      [
        "LoopTabBarController -> FeedViewController tab by LoopTabBarController (View) Tabs.swift:21",
        "LoopTabBarController -> ProfileViewController tab by LoopTabBarController (View) Tabs.swift:21",
        "LoopTabBarController -> SearchViewController tab by LoopTabBarController (View) Tabs.swift:21",
        "RootTabBarController -> FeedViewController tab by RootTabBarController (View) Tabs.swift:9",
        "RootTabBarController -> ProfileViewController tab by RootTabBarController (View) Tabs.swift:9",
      ])
  }

  /// An array of optionals filled by subscript assignment in a loop, then `compactMap { $0 }`:
  /// the transformed array still holds the tabs' navigation controllers.
  func testSubscriptFilledArrayThroughCompactMapGivesTabEdges() {
    let sources: [(path: String, text: String)] = [
      (
        "App/Main.swift",
        """
        import UIKit
        final class FeedViewController: UIViewController {}
        final class ProfileViewController: UIViewController {}
        enum Tab: CaseIterable {
          case feed, profile
          var index: Int { self == .feed ? 0 : 1 }
          func make() -> UIViewController? {
            switch self {
            case .feed: return FeedViewController()
            case .profile: return ProfileViewController()
            }
          }
        }
        final class MainTabBarController: UITabBarController {
          func configureTabs() {
            var controllers: [UIViewController?] = Array(repeating: nil, count: Tab.allCases.count)
            for tab in Tab.allCases {
              let navController = UINavigationController()
              if let vc = tab.make() {
                navController.setViewControllers([vc], animated: false)
                controllers[tab.index] = navController
              }
            }
            viewControllers = controllers.compactMap { $0 }
          }
        }
        """
      )
    ]
    XCTAssertEqual(
      NavigationGraphSupport.lines(NavigationGraphSupport.graph(sources)),
      [
        "MainTabBarController -> FeedViewController tab by MainTabBarController (View) Main.swift:24",
        "MainTabBarController -> ProfileViewController tab by MainTabBarController (View) Main.swift:24",
      ])
  }
}
