import XCTest

@testable import SwiftMetrics

/// A storyboard's tab bar controller scene with no `customClass` is the screen
/// `UITabBarController`, with a `tab` edge to each tab's root, reached like any scene: as the
/// initial controller, instantiated by its identifier, or by a segue.
final class StoryboardPlainTabBarTests: XCTestCase {
  private static let swift = """
    import UIKit
    final class ProductsViewController: UITableViewController {}
    final class AccountViewController: UIViewController {}
    final class LoginViewController: UIViewController {}
    final class MainTabBarController: UITabBarController {}
    """

  /// A plain tab bar (`tabs`, storyboard id `Tabs`) whose first tab is a navigation
  /// controller over the products, the second the account screen; the login screen's segue
  /// shows it. `customTabs` is the app's own subclass, with one tab.
  private static func storyboard(initial: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="\(initial)">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <tabBarController storyboardIdentifier="Tabs" id="tabs" sceneMemberID="viewController">
              <connections>
                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="account" kind="relationship" relationship="viewControllers" id="r2"/>
              </connections>
            </tabBarController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections>
                <segue destination="products" kind="relationship" relationship="rootViewController" id="r3"/>
              </connections>
            </navigationController>
            <tableViewController id="products" customClass="ProductsViewController" sceneMemberID="viewController"/>
            <viewController id="account" customClass="AccountViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
        <scene sceneID="s3">
          <objects>
            <viewController id="login" customClass="LoginViewController" sceneMemberID="viewController">
              <connections>
                <segue destination="tabs" kind="presentation" identifier="home" id="c1"/>
              </connections>
            </viewController>
            <tabBarController id="customTabs" customClass="MainTabBarController" sceneMemberID="viewController">
              <connections>
                <segue destination="account" kind="relationship" relationship="viewControllers" id="r4"/>
              </connections>
            </tabBarController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  private func analysed(code: String = "", initial: String) -> NavigationGraph {
    var sources: [(path: String, text: String)] = [("Shop/Screens.swift", Self.swift)]
    if !code.isEmpty { sources.append(("Shop/SceneDelegate.swift", code)) }
    return SwiftAnalyzer.analyze(
      sources: sources, interfaces: [("Shop/Main.storyboard", Self.storyboard(initial: initial))],
      options: AnalysisOptions()
    ).navigation
  }

  func testAnInitialPlainTabBarSceneIsAScreenWithItsTabs() {
    let graph = analysed(initial: "tabs")
    XCTAssertEqual(
      NavigationGraphSupport.lines(graph),
      [
        "(launch) -> UITabBarController windowRoot by Main.storyboard Main.storyboard:6",
        "LoginViewController -> UITabBarController segue by LoginViewController (View) Main.storyboard:29",
        "MainTabBarController -> AccountViewController tab by MainTabBarController (View) Main.storyboard:34",
        "UITabBarController -> AccountViewController tab by UITabBarController (View) Main.storyboard:9",
        "UITabBarController -> ProductsViewController tab by UITabBarController (View) Main.storyboard:8",
      ])
    XCTAssertEqual(
      NavigationGraphSupport.screens(graph).filter { $0.hasPrefix("UITabBarController") },
      ["UITabBarController: UITabBarController"])
  }

  /// Instantiated by its storyboard id and set as the window's root by the code.
  func testAnInstantiatedPlainTabBarSceneIsTheWindowRoot() {
    let code = """
      import UIKit
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          let storyboard = UIStoryboard(name: "Main", bundle: nil)
          window?.rootViewController = storyboard.instantiateViewController(withIdentifier: "Tabs")
        }
      }
      """
    XCTAssertEqual(
      NavigationGraphSupport.lines(analysed(code: code, initial: "login")).filter {
        $0.contains("UITabBarController ")
      },
      [
        "(launch) -> UITabBarController windowRoot by SceneDelegate (Builder) SceneDelegate.swift:6",
        "LoginViewController -> UITabBarController segue by LoginViewController (View) Main.storyboard:29",
        "UITabBarController -> AccountViewController tab by UITabBarController (View) Main.storyboard:9",
        "UITabBarController -> ProductsViewController tab by UITabBarController (View) Main.storyboard:8",
      ])
  }
}
