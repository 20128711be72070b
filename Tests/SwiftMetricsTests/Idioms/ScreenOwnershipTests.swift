import SwiftMetrics
import XCTest

/// Screen ownership: an object built in the same function as a screen's view controller and
/// wired to it (directly or through the objects that use it), or held by the screen's type,
/// belongs to that screen, so what its code does with no caller in the tree (UIKit calling a
/// table delegate, a notification handler) starts at that screen, not at an unnamed event. An
/// object over three screens share, or a coordinator, belongs to none: its steps come from its
/// callers (here none, so `(event)`).
final class ScreenOwnershipTests: XCTestCase {
  /// A VIPER module: the presenter is the table view's delegate (UIKit calls it) and the
  /// interactor, made for the presenter, observes the session's expiry; the router takes the
  /// steps for both.
  private static let viperModule: [(path: String, text: String)] = [
    (
      "Orders/OrdersModule.swift",
      """
      import UIKit
      protocol OrdersInteractorOutput: AnyObject { func sessionEnded() }
      final class OrdersViewController: UIViewController {
        var presenter: OrdersPresenter?
        let tableView = UITableView()
        override func viewDidLoad() {
          super.viewDidLoad()
          tableView.delegate = presenter
        }
      }
      final class OrderDetailViewController: UIViewController {}
      final class SignInViewController: UIViewController {}
      final class OrdersInteractor {
        weak var output: OrdersInteractorOutput?
        init() {
          NotificationCenter.default.addObserver(
            self, selector: #selector(tokenExpired), name: .tokenExpired, object: nil)
        }
        @objc private func tokenExpired() { output?.sessionEnded() }
      }
      final class OrdersRouter {
        weak var viewController: UIViewController?
        func showOrder(at index: Int) {
          viewController?.navigationController?.pushViewController(OrderDetailViewController(), animated: true)
        }
        func showSignIn() {
          viewController?.present(SignInViewController(), animated: true)
        }
      }
      final class OrdersPresenter: NSObject, UITableViewDelegate, OrdersInteractorOutput {
        private let interactor: OrdersInteractor
        private let router: OrdersRouter
        init(interactor: OrdersInteractor, router: OrdersRouter) {
          self.interactor = interactor
          self.router = router
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          router.showOrder(at: indexPath.row)
        }
        func sessionEnded() { router.showSignIn() }
      }
      enum OrdersBuilder {
        static func build() -> UIViewController {
          let view = OrdersViewController()
          let interactor = OrdersInteractor()
          let router = OrdersRouter()
          let presenter = OrdersPresenter(interactor: interactor, router: router)
          view.presenter = presenter
          interactor.output = presenter
          router.viewController = view
          return view
        }
      }
      """
    )
  ]

  func testPresenterAndInteractorBuiltWithTheViewStepFromIt() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.viperModule))
    XCTAssertEqual(
      lines,
      [
        "OrdersViewController -> OrderDetailViewController push by OrdersRouter (Router) OrdersModule.swift:24",
        "OrdersViewController -> SignInViewController present by OrdersRouter (Router) OrdersModule.swift:27",
      ], lines.joined(separator: "\n"))
  }

  /// A table view's data source and delegate, kept apart from the screen that holds it.
  private static let heldHandler: [(path: String, text: String)] = [
    (
      "Cart/CartViewController.swift",
      """
      import UIKit
      final class ProductViewController: UIViewController {}
      final class CartTableHandler: NSObject, UITableViewDataSource, UITableViewDelegate {
        weak var navigationController: UINavigationController?
        var items: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          UITableViewCell()
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          navigationController?.pushViewController(ProductViewController(), animated: true)
        }
      }
      final class CartViewController: UIViewController {
        private let tableView = UITableView()
        private let tableHandler = CartTableHandler()
        override func viewDidLoad() {
          super.viewDidLoad()
          tableHandler.navigationController = navigationController
          tableView.dataSource = tableHandler
          tableView.delegate = tableHandler
        }
      }
      """
    )
  ]

  func testTableHandlerHeldByTheScreenPushesFromIt() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.heldHandler))
    XCTAssertEqual(
      lines,
      [
        "CartViewController -> ProductViewController push by CartTableHandler (Other) CartViewController.swift:11"
      ], lines.joined(separator: "\n"))
  }

  /// Each screen keeps a guard that presents the sign-in when the session expires.
  private static func sessionGuard(heldBy screens: [String]) -> [(path: String, text: String)] {
    let guardType = """
      import UIKit
      final class SignInViewController: UIViewController {}
      final class SessionGuard {
        weak var screen: UIViewController?
        init() {
          NotificationCenter.default.addObserver(
            self, selector: #selector(sessionExpired), name: .sessionExpired, object: nil)
        }
        @objc private func sessionExpired() {
          screen?.present(SignInViewController(), animated: true)
        }
      }
      """
    let screenTypes = screens.map { screen in
      """
      final class \(screen): UIViewController {
        private let sessionGuard = SessionGuard()
        override func viewDidLoad() {
          super.viewDidLoad()
          sessionGuard.screen = self
        }
      }
      """
    }
    return [("App/Screens.swift", ([guardType] + screenTypes).joined(separator: "\n"))]
  }

  func testAnObjectSharedByOverThreeScreensBelongsToNone() {
    let three = NavigationGraphSupport.lines(
      NavigationGraphSupport.graph(
        Self.sessionGuard(
          heldBy: ["FeedViewController", "SearchViewController", "ProfileViewController"])))
    XCTAssertEqual(
      three,
      [
        "FeedViewController -> SignInViewController present by SessionGuard (Other) Screens.swift:10",
        "ProfileViewController -> SignInViewController present by SessionGuard (Other) Screens.swift:10",
        "SearchViewController -> SignInViewController present by SessionGuard (Other) Screens.swift:10",
      ], three.joined(separator: "\n"))
    let four = NavigationGraphSupport.lines(
      NavigationGraphSupport.graph(
        Self.sessionGuard(heldBy: [
          "FeedViewController", "SearchViewController", "ProfileViewController",
          "SettingsViewController",
        ])))
    XCTAssertEqual(
      four, ["(event) -> SignInViewController present by SessionGuard (Other) Screens.swift:10"],
      four.joined(separator: "\n"))
  }

  /// The coordinator holds its screen, and the screen holds it back; its notification handler
  /// is still no step of the screen's.
  private static let coordinator: [(path: String, text: String)] = [
    (
      "Feed/FeedCoordinator.swift",
      """
      import UIKit
      final class FeedViewController: UIViewController {
        weak var coordinator: FeedCoordinator?
      }
      final class SignInViewController: UIViewController {}
      final class FeedCoordinator {
        private let feed = FeedViewController()
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) {
          self.navigationController = navigationController
          NotificationCenter.default.addObserver(
            self, selector: #selector(sessionExpired), name: .sessionExpired, object: nil)
        }
        func start() {
          feed.coordinator = self
          navigationController.setViewControllers([feed], animated: false)
        }
        @objc private func sessionExpired() {
          navigationController.present(SignInViewController(), animated: true)
        }
      }
      """
    )
  ]

  func testACoordinatorHoldingItsScreenBelongsToNone() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.coordinator))
    XCTAssertEqual(
      lines,
      [
        "(event) -> SignInViewController present by FeedCoordinator (Coordinator) FeedCoordinator.swift:19",
        "(launch) -> FeedViewController setViewControllers by FeedCoordinator (Coordinator) FeedCoordinator.swift:16",
      ], lines.joined(separator: "\n"))
  }
}
