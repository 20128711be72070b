import SwiftMetrics
import XCTest

/// Screens passed as parameters (`followed`): a router's or an app's wrapper whose screen
/// comes from a parameter (`push(_ screen:)`, `pushWireframe(_:)` pushing
/// `wireframe.viewController`) takes the step for each caller, with what that call passes:
/// one edge per caller's screen, decided by the caller at its call, not one edge from the
/// wrapper to everything any caller passes. Nested wrappers are followed up to four deep.
final class ScreenParameterTests: XCTestCase {
  /// A router pushes whatever screen it is given; two screens ask it for different ones.
  private static let router: [(path: String, text: String)] = [
    (
      "Recipes/Router.swift",
      """
      import UIKit
      final class Router {
        weak var navigationController: UINavigationController?
        func push(_ screen: UIViewController) {
          navigationController?.pushViewController(screen, animated: true)
        }
      }
      """
    ),
    (
      "Recipes/RecipeScreens.swift",
      """
      import UIKit
      final class RecipeListViewController: UITableViewController {
        let router = Router()
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          router.push(RecipeViewController(recipeID: indexPath.row))
        }
      }
      final class RecipeViewController: UIViewController {
        let router = Router()
        init(recipeID: Int) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        @objc private func ingredientsTapped() {
          router.push(IngredientsViewController())
        }
      }
      final class IngredientsViewController: UIViewController {}
      """
    ),
  ]

  func testEachCallerPushesWhatItPasses() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.router))
    XCTAssertEqual(
      lines.sorted(),
      [
        "RecipeListViewController -> RecipeViewController push by RecipeListViewController (View) RecipeScreens.swift:5",
        "RecipeViewController -> IngredientsViewController push by RecipeViewController (View) RecipeScreens.swift:13",
      ], lines.joined(separator: "\n"))
  }

  /// VIPER-style wireframes hand their view controller to a base class; an extension of
  /// `UINavigationController` pushes a wireframe's view controller.
  private static let wireframes: [(path: String, text: String)] = [
    (
      "Tickets/Common/BaseWireframe.swift",
      """
      import UIKit
      class BaseWireframe {
        private unowned var storedViewController: UIViewController
        init(viewController: UIViewController) {
          storedViewController = viewController
        }
        var viewController: UIViewController { storedViewController }
        var navigationController: UINavigationController? {
          storedViewController.navigationController
        }
      }
      extension UINavigationController {
        func pushWireframe(_ wireframe: BaseWireframe, animated: Bool = true) {
          pushViewController(wireframe.viewController, animated: animated)
        }
      }
      """
    ),
    (
      "Tickets/Events/EventsWireframe.swift",
      """
      import UIKit
      final class EventsWireframe: BaseWireframe {
        init() {
          let controller = EventsViewController()
          super.init(viewController: controller)
          controller.presenter = EventsPresenter(view: controller, wireframe: self)
        }
        func openEvent(id: String) {
          navigationController?.pushWireframe(EventWireframe(eventID: id))
        }
      }
      final class EventsPresenter {
        weak var view: EventsViewController?
        let wireframe: EventsWireframe
        init(view: EventsViewController, wireframe: EventsWireframe) {
          self.view = view
          self.wireframe = wireframe
        }
        func didSelectEvent(id: String) { wireframe.openEvent(id: id) }
      }
      final class EventsViewController: UIViewController {
        var presenter: EventsPresenter?
      }
      """
    ),
    (
      "Tickets/Event/EventWireframe.swift",
      """
      import UIKit
      final class EventWireframe: BaseWireframe {
        init(eventID: String) {
          let controller = EventViewController()
          super.init(viewController: controller)
          controller.presenter = EventPresenter(view: controller, wireframe: self)
        }
        func openSeats() {
          navigationController?.pushWireframe(SeatMapWireframe())
        }
      }
      final class EventPresenter {
        weak var view: EventViewController?
        let wireframe: EventWireframe
        init(view: EventViewController, wireframe: EventWireframe) {
          self.view = view
          self.wireframe = wireframe
        }
        func didTapBuy() { wireframe.openSeats() }
      }
      final class EventViewController: UIViewController {
        var presenter: EventPresenter?
      }
      final class SeatMapWireframe: BaseWireframe {
        init() { super.init(viewController: SeatMapViewController()) }
      }
      final class SeatMapViewController: UIViewController {}
      """
    ),
  ]

  func testAWireframeParameterPushesEachCallersModule() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.wireframes))
    XCTAssertEqual(
      lines.sorted(),
      [
        "EventViewController -> SeatMapViewController push by EventWireframe (Wireframe) EventWireframe.swift:9",
        "EventsViewController -> EventViewController push by EventsWireframe (Wireframe) EventsWireframe.swift:9",
      ], lines.joined(separator: "\n"))
  }

  /// `show(_:)` calls `push(_:animated:)`, which calls `pushOnTop(_:animated:)`, which
  /// pushes: three wrappers between the screen and UIKit.
  private static let nested: [(path: String, text: String)] = [
    (
      "Bank/AppNavigator.swift",
      """
      import UIKit
      final class AppNavigator {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) {
          self.navigationController = navigationController
        }
        func show(_ screen: UIViewController) {
          push(screen, animated: true)
        }
        func push(_ screen: UIViewController, animated: Bool) {
          screen.hidesBottomBarWhenPushed = true
          pushOnTop(screen, animated: animated)
        }
        private func pushOnTop(_ screen: UIViewController, animated: Bool) {
          navigationController.pushViewController(screen, animated: animated)
        }
      }
      """
    ),
    (
      "Bank/AccountsViewController.swift",
      """
      import UIKit
      final class AccountsViewController: UIViewController {
        var navigator: AppNavigator?
        @objc private func transferTapped() {
          navigator?.show(TransferViewController())
        }
        @objc private func statementsTapped() {
          navigator?.show(StatementsViewController())
        }
      }
      final class TransferViewController: UIViewController {}
      final class StatementsViewController: UIViewController {}
      """
    ),
  ]

  func testThreeNestedWrappersStillGiveTheCallersEdges() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.nested))
    XCTAssertEqual(
      lines.sorted(),
      [
        "AccountsViewController -> StatementsViewController push by AccountsViewController (View) AccountsViewController.swift:8",
        "AccountsViewController -> TransferViewController push by AccountsViewController (View) AccountsViewController.swift:5",
      ], lines.joined(separator: "\n"))
  }
}
