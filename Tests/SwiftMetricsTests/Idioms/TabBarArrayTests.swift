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
}
