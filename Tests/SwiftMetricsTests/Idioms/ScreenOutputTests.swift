import SwiftMetrics
import XCTest

/// Screen outputs: a closure a coordinator gives to a screen's output — assigned to its view
/// model's closure property, or handed to a framework method of its publisher (`sink`) — runs
/// when that screen acts, so its steps start at the screen, not at whoever wired it up; a
/// coordinator's delegate method starts at the screen calling the delegate; a closure stored
/// in a coordinator's property runs for whoever calls it. A closure handed to one of the app's
/// own methods is a completion, run for whoever made the call.
final class ScreenOutputTests: XCTestCase {
  /// The coordinator builds the list with its view model and handles the view model's
  /// outputs; it also loads the catalogue through the view model, with a completion.
  private static let shop: [(path: String, text: String)] = [
    (
      "Shop/ShopCoordinator.swift",
      """
      import UIKit
      import Combine
      final class ProductListViewModel {
        var onSelectProduct: ((Int) -> Void)?
        let cartTapped = PassthroughSubject<Void, Never>()
        func select(row: Int) { onSelectProduct?(row) }
        func load(completion: @escaping (Bool) -> Void) { completion(true) }
      }
      final class ProductListViewController: UIViewController {
        private let viewModel: ProductListViewModel
        init(viewModel: ProductListViewModel) {
          self.viewModel = viewModel
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          viewModel.select(row: indexPath.row)
        }
        @objc private func cartButtonTapped() { viewModel.cartTapped.send() }
      }
      final class ProductViewController: UIViewController {}
      final class CartViewController: UIViewController {}
      final class OfflineViewController: UIViewController {}
      final class ShopCoordinator {
        private let navigationController: UINavigationController
        private var cancellables = Set<AnyCancellable>()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let viewModel = ProductListViewModel()
          let list = ProductListViewController(viewModel: viewModel)
          viewModel.onSelectProduct = { [weak self] _ in
            self?.navigationController.pushViewController(ProductViewController(), animated: true)
          }
          viewModel.cartTapped
            .sink { [weak self] in self?.showCart() }
            .store(in: &cancellables)
          viewModel.load { [weak self] online in
            if !online { self?.navigationController.present(OfflineViewController(), animated: true) }
          }
          navigationController.pushViewController(list, animated: false)
        }
        private func showCart() { navigationController.present(CartViewController(), animated: true) }
      }
      """
    )
  ]

  func testClosuresGivenToTheViewModelsOutputsRunFromItsScreen() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.shop))
    XCTAssertTrue(
      lines.contains(
        "ProductListViewController -> ProductViewController push by ShopCoordinator (Coordinator) ShopCoordinator.swift:32"
      ), lines.joined(separator: "\n"))
    XCTAssertTrue(
      lines.contains(
        "ProductListViewController -> CartViewController present by ShopCoordinator (Coordinator) ShopCoordinator.swift:42"
      ), lines.joined(separator: "\n"))
  }

  func testAClosureHandedToTheViewModelsOwnMethodIsACompletion() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.shop))
    XCTAssertEqual(
      lines.filter { $0.contains("-> OfflineViewController") },
      [
        "(launch) -> OfflineViewController present by ShopCoordinator (Coordinator) ShopCoordinator.swift:38"
      ], lines.joined(separator: "\n"))
  }

  /// The feed reports to its delegate; the coordinator is that delegate.
  private static let feed: [(path: String, text: String)] = [
    (
      "Feed/FeedCoordinator.swift",
      """
      import UIKit
      protocol FeedViewControllerDelegate: AnyObject {
        func feedViewController(_ controller: FeedViewController, didSelectPost id: Int)
        func feedViewControllerDidTapCompose(_ controller: FeedViewController)
      }
      final class FeedViewController: UITableViewController {
        weak var delegate: FeedViewControllerDelegate?
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          delegate?.feedViewController(self, didSelectPost: indexPath.row)
        }
        @objc private func composeTapped() { delegate?.feedViewControllerDidTapCompose(self) }
      }
      final class PostViewController: UIViewController {}
      final class ComposeViewController: UIViewController {}
      final class FeedCoordinator: FeedViewControllerDelegate {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let feed = FeedViewController()
          feed.delegate = self
          navigationController.pushViewController(feed, animated: false)
        }
        func feedViewController(_ controller: FeedViewController, didSelectPost id: Int) {
          navigationController.pushViewController(PostViewController(), animated: true)
        }
        func feedViewControllerDidTapCompose(_ controller: FeedViewController) {
          controller.present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
        }
      }
      """
    )
  ]

  func testADelegateMethodRunsFromTheScreenCallingTheDelegate() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.feed))
    XCTAssertEqual(
      lines,
      [
        "(launch) -> FeedViewController push by FeedCoordinator (Coordinator) FeedCoordinator.swift:21",
        "FeedViewController -> ComposeViewController present by FeedCoordinator (Coordinator) FeedCoordinator.swift:27",
        "FeedViewController -> PostViewController push by FeedCoordinator (Coordinator) FeedCoordinator.swift:24",
      ], lines.joined(separator: "\n"))
  }

  /// The checkout flow reports its end through a closure property, called from the payment
  /// screen's output; the cart flow shows the receipt there.
  private static let checkout: [(path: String, text: String)] = [
    (
      "Checkout/Coordinators.swift",
      """
      import UIKit
      final class CartViewController: UIViewController { var onCheckout: (() -> Void)? }
      final class PaymentViewController: UIViewController { var onPaid: (() -> Void)? }
      final class ReceiptViewController: UIViewController {}
      final class CheckoutCoordinator {
        var onFinish: (() -> Void)?
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let payment = PaymentViewController()
          payment.onPaid = { [weak self] in self?.onFinish?() }
          navigationController.pushViewController(payment, animated: true)
        }
      }
      final class CartCoordinator {
        private let navigationController: UINavigationController
        private var checkout: CheckoutCoordinator?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let cart = CartViewController()
          cart.onCheckout = { [weak self] in self?.startCheckout() }
          navigationController.pushViewController(cart, animated: false)
        }
        private func startCheckout() {
          let checkout = CheckoutCoordinator(navigationController: navigationController)
          checkout.onFinish = { [weak self] in
            self?.navigationController.setViewControllers([ReceiptViewController()], animated: true)
            self?.checkout = nil
          }
          self.checkout = checkout
          checkout.start()
        }
      }
      """
    )
  ]

  func testACoordinatorsClosurePropertyRunsFromWhereItIsCalled() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.checkout))
    XCTAssertEqual(
      lines,
      [
        "(launch) -> CartViewController push by CartCoordinator (Coordinator) Coordinators.swift:22",
        "CartViewController -> PaymentViewController push by CheckoutCoordinator (Coordinator) Coordinators.swift:12",
        "PaymentViewController -> ReceiptViewController setViewControllers by CartCoordinator (Coordinator) Coordinators.swift:27",
      ], lines.joined(separator: "\n"))
  }
}
