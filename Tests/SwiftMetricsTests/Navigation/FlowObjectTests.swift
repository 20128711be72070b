import SwiftMetrics
import XCTest

/// Flow objects: what a coordinator keeps (strongly), and whether it, its supertypes or an
/// object it keeps declares UIKit's back-swipe and sheet-swipe callbacks.
final class FlowObjectTests: XCTestCase {
  private func flows(_ files: [(String, String)]) -> [String: FlowObject] {
    let graph = SwiftAnalyzer.analyze(
      sources: files.map { (path: $0.0, text: $0.1) }, options: .init()
    ).navigation
    return Dictionary(uniqueKeysWithValues: graph.flowObjects.map { ($0.type, $0) })
  }

  private let screens = (
    "App/Screens.swift",
    """
    import UIKit
    final class HomeViewController: UIViewController {}
    final class DetailViewController: UIViewController {}
    final class EditViewController: UIViewController {}
    """
  )

  func testACoordinatorThatKeepsTheStackAndPushesWithoutDidShowMissesTheBackSwipe() throws {
    let found = flows([
      screens,
      (
        "App/HomeCoordinator.swift",
        """
        import UIKit
        final class HomeCoordinator {
          let navigationController: UINavigationController
          private var detail: DetailViewController?
          init(navigationController: UINavigationController) {
            self.navigationController = navigationController
          }
          func start() { navigationController.pushViewController(HomeViewController(), animated: false) }
          func showDetail() {
            let screen = DetailViewController()
            detail = screen
            navigationController.pushViewController(screen, animated: true)
          }
        }
        """
      ),
    ])
    let home = try XCTUnwrap(found["HomeCoordinator"])
    XCTAssertEqual(
      home.keeps, ["detail: DetailViewController", "navigationController: UINavigationController"])
    XCTAssertTrue(home.keepsStack)
    XCTAssertEqual(home.backGestureHandlers, [])
    XCTAssertTrue(home.missesBackGesture)
    XCTAssertFalse(home.missesSheetSwipe, "it presents nothing")
  }

  func testARouterItKeepsThatHearsDidShowAndASheetDelegateCount() throws {
    let found = flows([
      screens,
      (
        "App/Routing.swift",
        """
        import UIKit
        final class StackRouter: NSObject, UINavigationControllerDelegate {
          let navigationController = UINavigationController()
          func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
        }
        final class EditCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
          let router: StackRouter
          private var edit: EditViewController?
          init(router: StackRouter) { self.router = router }
          func start() {
            let screen = EditViewController()
            edit = screen
            router.navigationController.present(screen, animated: true)
            router.navigationController.pushViewController(DetailViewController(), animated: true)
          }
          func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { edit = nil }
        }
        """
      ),
    ])
    let edit = try XCTUnwrap(found["EditCoordinator"])
    XCTAssertEqual(edit.keeps, ["edit: EditViewController"])
    XCTAssertEqual(edit.backGestureHandlers, ["navigationController(_:didShow:animated:)"])
    XCTAssertEqual(edit.sheetSwipeHandlers, ["presentationControllerDidDismiss"])
    XCTAssertFalse(edit.missesBackGesture)
    XCTAssertFalse(edit.missesSheetSwipe)
    XCTAssertTrue(try XCTUnwrap(found["StackRouter"]).keepsStack)
  }

  func testAWeakReferenceKeepsNothing() throws {
    let found = flows([
      screens,
      (
        "App/DetailWireframe.swift",
        """
        import UIKit
        final class DetailWireframe {
          private weak var viewController: UIViewController?
          @IBOutlet unowned var home: HomeViewController!
          private unowned(unsafe) let detail: DetailViewController
          func showEdit() { viewController?.present(EditViewController(), animated: true) }
        }
        """
      ),
    ])
    let wireframe = try XCTUnwrap(found["DetailWireframe"])
    XCTAssertEqual(wireframe.keeps, [])
    XCTAssertFalse(wireframe.missesSheetSwipe)
  }

  func testAScreenConstructingAnotherIsFoundAtItsLine() {
    let graph = SwiftAnalyzer.analyze(
      sources: [
        screens,
        (
          "App/ListViewController.swift",
          """
          import UIKit
          final class ListViewController: UIViewController {
            func open() {
              let next = DetailViewController()
              navigationController?.pushViewController(next, animated: true)
            }
            static func make() -> ListViewController { ListViewController() }
          }
          """
        ),
      ].map { (path: $0.0, text: $0.1) }, options: .init()
    ).navigation
    XCTAssertEqual(
      graph.screenConstructions,
      [
        ScreenConstruction(
          screen: "ListViewController", constructed: "DetailViewController",
          file: "App/ListViewController.swift", line: 4)
      ])
  }
}
