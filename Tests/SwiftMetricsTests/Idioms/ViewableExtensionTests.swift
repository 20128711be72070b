import SwiftMetrics
import XCTest

/// A protocol extension constrained to view controllers declares `present(_:animated:)` and
/// calls UIKit's `self.present(_:animated:completion:)` in it: that call is UIKit's (no
/// overload of the app accepts its labels), so routers presenting through the protocol give
/// edges; a router's `present(from:)` that nobody calls gives none.
final class ViewableExtensionTests: XCTestCase {
  private static let sources: [(path: String, text: String)] = [
    (
      "App/Viewable.swift",
      """
      import UIKit
      protocol Viewable: AnyObject {
        func present(_ vc: UIViewController, animated: Bool)
      }
      extension Viewable where Self: UIViewController {
        func present(_ vc: UIViewController, animated: Bool) {
          self.present(vc, animated: animated, completion: nil)
        }
      }
      final class HomeViewController: UIViewController, Viewable {
        @IBAction func listTapped(_ sender: Any) { ListRouter().present(from: self) }
      }
      final class ListViewController: UIViewController, Viewable {}
      final class DetailViewController: UIViewController, Viewable {}
      struct ListRouter {
        func present(from: Viewable) {
          let navigation = UINavigationController(rootViewController: ListViewController())
          from.present(navigation, animated: true)
        }
      }
      struct DetailRouter {
        func present(from: Viewable) { from.present(DetailViewController(), animated: true) }
      }
      """
    )
  ]

  func testPresentThroughAProtocolExtensionOfViewControllers() {
    XCTAssertEqual(
      NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.sources)),
      [
        "HomeViewController -> ListViewController present by ListRouter (Router) Viewable.swift:18"
      ])
  }
}
