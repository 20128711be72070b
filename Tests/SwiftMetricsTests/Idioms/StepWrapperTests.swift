import SwiftMetrics
import XCTest

/// Step wrappers (`followedWrapper`, `isUncalledWrapper`): a pop or dismissal written in a
/// method named for the step (a router's `dismiss()`, `pop()`, `popToRoot()`) is each
/// caller's step, made on what the caller calls it on, so the edge goes back from the
/// caller's screen and is decided where the caller asks for it; a wrapper named for a step
/// that nobody calls (a base class's `popFromNavigationController(animated:)`) takes none.
final class StepWrapperTests: XCTestCase {
  /// The cart presents the checkout and the gift card screen, each with its own `ModalRouter`;
  /// each screen's close button asks its router to `dismiss()`.
  private static let checkout: [(path: String, text: String)] = [
    (
      "Shop/ModalRouter.swift",
      """
      import UIKit
      protocol ModalRouting: AnyObject {
        func dismiss()
      }
      final class ModalRouter: ModalRouting {
        weak var viewController: UIViewController?
        func dismiss() {
          viewController?.dismiss(animated: true)
        }
      }
      """
    ),
    (
      "Shop/CheckoutViewController.swift",
      """
      import UIKit
      final class CheckoutViewController: UIViewController {
        var router: ModalRouting?
        @objc private func closeTapped() {
          router?.dismiss()
        }
      }
      final class GiftCardViewController: UIViewController {
        var router: ModalRouting?
        @objc private func cancelTapped() {
          router?.dismiss()
        }
      }
      """
    ),
    (
      "Shop/CartViewController.swift",
      """
      import UIKit
      final class CartViewController: UIViewController {
        @objc private func checkoutTapped() {
          let checkout = CheckoutViewController()
          let router = ModalRouter()
          router.viewController = checkout
          checkout.router = router
          present(checkout, animated: true)
        }
        @objc private func giftCardTapped() {
          let giftCard = GiftCardViewController()
          let router = ModalRouter()
          router.viewController = giftCard
          giftCard.router = router
          present(giftCard, animated: true)
        }
      }
      """
    ),
  ]

  func testARoutersDismissIsEachCallersStep() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.checkout))
    XCTAssertEqual(
      lines.sorted(),
      [
        "CartViewController -> CheckoutViewController present by CartViewController (View) CartViewController.swift:8",
        "CartViewController -> GiftCardViewController present by CartViewController (View) CartViewController.swift:15",
        "CheckoutViewController -> CartViewController dismiss by CheckoutViewController (View) CheckoutViewController.swift:5",
        "GiftCardViewController -> CartViewController dismiss by GiftCardViewController (View) CheckoutViewController.swift:11",
      ], lines.joined(separator: "\n"))
  }

  /// An orders flow pushes the list, an order and its tracking through a navigation router;
  /// the order's back button pops, the tracking's "done" goes back to the list.
  private static let orders: [(path: String, text: String)] = [
    (
      "Orders/NavigationRouter.swift",
      """
      import UIKit
      final class NavigationRouter {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) {
          self.navigationController = navigationController
        }
        func pop() {
          navigationController.popViewController(animated: true)
        }
        func popToRoot() {
          navigationController.popToRootViewController(animated: true)
        }
      }
      """
    ),
    (
      "Orders/OrdersCoordinator.swift",
      """
      import UIKit
      final class OrdersCoordinator {
        private let router: NavigationRouter
        init(router: NavigationRouter) {
          self.router = router
        }
        func start() {
          let list = OrderListViewController()
          list.onSelect = { [weak self] order in self?.showOrder(order) }
          router.navigationController.pushViewController(list, animated: false)
        }
        private func showOrder(_ order: Order) {
          let detail = OrderDetailViewController(order: order)
          detail.onTrack = { [weak self] in self?.showTracking(order) }
          detail.onBack = { [weak self] in self?.router.pop() }
          router.navigationController.pushViewController(detail, animated: true)
        }
        private func showTracking(_ order: Order) {
          let tracking = TrackingViewController(order: order)
          tracking.onDone = { [weak self] in self?.router.popToRoot() }
          router.navigationController.pushViewController(tracking, animated: true)
        }
      }
      final class OrderListViewController: UIViewController {
        var onSelect: ((Order) -> Void)?
      }
      final class OrderDetailViewController: UIViewController {
        var onTrack: (() -> Void)?
        var onBack: (() -> Void)?
        init(order: Order) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
      }
      final class TrackingViewController: UIViewController {
        var onDone: (() -> Void)?
        init(order: Order) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
      }
      """
    ),
  ]

  func testARoutersPopAndPopToRootAreEachCallersSteps() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.orders))
    XCTAssertEqual(
      lines.sorted(),
      [
        "(launch) -> OrderListViewController push by OrdersCoordinator (Coordinator) OrdersCoordinator.swift:10",
        "OrderDetailViewController -> OrderListViewController pop by OrdersCoordinator (Coordinator) OrdersCoordinator.swift:15",
        "OrderDetailViewController -> TrackingViewController push by OrdersCoordinator (Coordinator) OrdersCoordinator.swift:21",
        "OrderListViewController -> OrderDetailViewController push by OrdersCoordinator (Coordinator) OrdersCoordinator.swift:16",
        "TrackingViewController -> OrderListViewController popToRoot by OrdersCoordinator (Coordinator) OrdersCoordinator.swift:20",
      ], lines.joined(separator: "\n"))
  }

  /// A base wireframe offers `popFromNavigationController(animated:)` and
  /// `presentShare(from:)`, which no wireframe calls; the article screen pops itself.
  private static let articles: [(path: String, text: String)] = [
    (
      "News/BaseWireframe.swift",
      """
      import UIKit
      class BaseWireframe {
        let viewController: UIViewController
        init(viewController: UIViewController) {
          self.viewController = viewController
        }
        func popFromNavigationController(animated: Bool) {
          viewController.navigationController?.popViewController(animated: animated)
        }
        func presentShare(from source: UIViewController) {
          source.present(ShareViewController(), animated: true)
        }
      }
      """
    ),
    (
      "News/Articles.swift",
      """
      import UIKit
      final class ArticleWireframe: BaseWireframe {
        init() {
          super.init(viewController: ArticleViewController())
        }
      }
      final class FeedViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          let wireframe = ArticleWireframe()
          navigationController?.pushViewController(wireframe.viewController, animated: true)
        }
      }
      final class ArticleViewController: UIViewController {
        @objc private func backTapped() {
          navigationController?.popViewController(animated: true)
        }
      }
      final class ShareViewController: UIViewController {}
      """
    ),
  ]

  func testAWrapperNobodyCallsTakesNoStep() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.articles))
    XCTAssertEqual(
      lines.sorted(),
      [
        "ArticleViewController -> FeedViewController pop by ArticleViewController (View) Articles.swift:15",
        "FeedViewController -> ArticleViewController push by FeedViewController (View) Articles.swift:10",
      ], lines.joined(separator: "\n"))
  }

  /// A session expiry, which no screen triggers, dismisses the checkout through the app's
  /// `dismiss()` shorthand: made on the checkout the coordinator calls it on, it goes back to
  /// the screen that presented the checkout.
  private static let session: [(path: String, text: String)] = [
    (
      "Shop/UIViewController+Dismiss.swift",
      """
      import UIKit
      extension UIViewController {
        func dismiss() {
          dismiss(animated: true, completion: nil)
        }
      }
      """
    ),
    (
      "Shop/AppCoordinator.swift",
      """
      import UIKit
      final class AppCoordinator {
        private let window: UIWindow
        private weak var checkout: CheckoutViewController?
        init(window: UIWindow) {
          self.window = window
        }
        func start() {
          let home = HomeViewController()
          home.onCheckout = { [weak self, unowned home] in self?.showCheckout(from: home) }
          window.rootViewController = home
          NotificationCenter.default.addObserver(
            self, selector: #selector(sessionDidExpire), name: .sessionDidExpire, object: nil)
        }
        private func showCheckout(from home: HomeViewController) {
          let checkout = CheckoutViewController()
          home.present(checkout, animated: true)
          self.checkout = checkout
        }
        @objc private func sessionDidExpire() {
          checkout?.dismiss()
        }
      }
      final class HomeViewController: UIViewController {
        var onCheckout: (() -> Void)?
      }
      final class CheckoutViewController: UIViewController {}
      """
    ),
  ]

  func testADismissalIsMadeOnWhatTheCallerCallsItOn() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.session))
    XCTAssertEqual(
      lines.sorted(),
      [
        "(event) -> HomeViewController dismiss by AppCoordinator (Coordinator) AppCoordinator.swift:21",
        "(launch) -> HomeViewController windowRoot by AppCoordinator (Coordinator) AppCoordinator.swift:11",
        "HomeViewController -> CheckoutViewController present by AppCoordinator (Coordinator) AppCoordinator.swift:17",
      ], lines.joined(separator: "\n"))
  }
}
