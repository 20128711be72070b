import XCTest

@testable import SwiftMetrics

/// Storyboards and nibs are part of the app: their segues, tab bar relationships and initial
/// view controller are screen → screen edges like those the code makes.
final class StoryboardEdgesTests: XCTestCase {
  private static let swift: [(path: String, text: String)] = [
    (
      "Shop/Screens.swift",
      """
      import UIKit
      final class ProductsViewController: UITableViewController {
        @IBAction func showCart() { performSegue(withIdentifier: "cart", sender: nil) }
      }
      final class ProductViewController: UIViewController {}
      final class CartViewController: UIViewController {}
      final class AccountViewController: UIViewController {}
      final class MainTabBarController: UITabBarController {}
      """
    )
  ]

  /// A tab bar (initial) with two tabs: products inside a navigation controller and the
  /// account screen in another storyboard, reached by a storyboard reference. A cell's segue
  /// shows a product; a manual segue, performed by identifier in code, presents the cart.
  private static let main = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tab-1">
      <scenes>
        <scene sceneID="s1">
          <objects>
            <tabBarController id="tab-1" customClass="MainTabBarController" sceneMemberID="viewController">
              <connections>
                <segue destination="nav-1" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="ref-1" kind="relationship" relationship="viewControllers" id="r2"/>
              </connections>
            </tabBarController>
          </objects>
        </scene>
        <scene sceneID="s2">
          <objects>
            <navigationController id="nav-1" sceneMemberID="viewController">
              <connections>
                <segue destination="list-1" kind="relationship" relationship="rootViewController" id="r3"/>
              </connections>
            </navigationController>
          </objects>
        </scene>
        <scene sceneID="s3">
          <objects>
            <tableViewController id="list-1" customClass="ProductsViewController" sceneMemberID="viewController">
              <tableView>
                <prototypes>
                  <tableViewCell reuseIdentifier="Product">
                    <connections>
                      <segue destination="product-1" kind="show" id="c1"/>
                    </connections>
                  </tableViewCell>
                </prototypes>
              </tableView>
              <connections>
                <segue destination="cart-1" kind="presentation" identifier="cart" id="c2"/>
              </connections>
            </tableViewController>
          </objects>
        </scene>
        <scene sceneID="s4">
          <objects>
            <viewController id="product-1" customClass="ProductViewController" sceneMemberID="viewController"/>
            <viewController id="cart-1" customClass="CartViewController" sceneMemberID="viewController"/>
            <viewControllerPlaceholder storyboardName="Account" id="ref-1" sceneMemberID="viewController"/>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  private static let account = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="acc-1">
      <scenes>
        <scene sceneID="a1">
          <objects>
            <viewController storyboardIdentifier="Account" id="acc-1" customClass="AccountViewController" sceneMemberID="viewController"/>
          </objects>
        </scene>
      </scenes>
    </document>
    """

  private func lines(_ interfaces: [(path: String, text: String)]) -> ([String], AnalysisResult) {
    let result = SwiftAnalyzer.analyze(
      sources: Self.swift, interfaces: interfaces, options: AnalysisOptions())
    return (NavigationGraphSupport.lines(result.navigation), result)
  }

  func testSeguesTabsAndInitialControllerAreEdges() {
    let (edges, _) = lines([
      ("Shop/Main.storyboard", Self.main), ("Shop/Account.storyboard", Self.account),
    ])
    XCTAssertEqual(
      edges,
      [
        "(launch) -> MainTabBarController windowRoot by Main.storyboard Main.storyboard:6",
        "MainTabBarController -> AccountViewController tab by MainTabBarController (View) Main.storyboard:9",
        "MainTabBarController -> ProductsViewController tab by MainTabBarController (View) Main.storyboard:8",
        "ProductsViewController -> CartViewController segue by ProductsViewController (View) Main.storyboard:36",
        "ProductsViewController -> ProductViewController segue by ProductsViewController (View) Main.storyboard:30",
      ])
  }

  func testWithoutTheStoryboardsTheCodeAloneGivesNoEdge() {
    XCTAssertEqual(lines([]).0, [])
  }

  func testMalformedStoryboardIsADiagnosticAtItsLine() {
    let broken = "<document>\n  <scenes>\n    <scene>\n  </scenes>\n</document>\n"
    let (edges, result) = lines([("Shop/Broken.storyboard", broken)])
    XCTAssertEqual(edges, [])
    let diagnostic = result.diagnostics.first { $0.file == "Shop/Broken.storyboard" }
    XCTAssertEqual(diagnostic?.line, 4)
    XCTAssertTrue(diagnostic?.message.hasPrefix("cannot read interface file") ?? false)
  }

  func testStoryboardsInTestFoldersAreLeftOut() {
    XCTAssertEqual(lines([("Shop/ShopTests/Main.storyboard", Self.main)]).0, [])
  }
}
