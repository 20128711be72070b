import SwiftMetrics
import XCTest

/// MVVM-C: a screen's event goes to its view model, which calls a method of its coordinator,
/// which starts a child coordinator whose `start()` pushes. The edge starts at the screen
/// whose event causes it, not at `(launch)`.
final class ViewModelCoordinatorChainTests: XCTestCase {
  private static let screens = """
    import UIKit
    protocol ListCoordinating: AnyObject { func showDetail(_ id: Int) }
    final class ListViewModel {
      private let coordinator: ListCoordinating
      init(coordinator: ListCoordinating) { self.coordinator = coordinator }
      func didSelect(_ id: Int) { coordinator.showDetail(id) }
    }
    final class ListViewController: UIViewController {
      private let viewModel: ListViewModel
      init(viewModel: ListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
      }
      func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.didSelect(indexPath.row)
      }
    }
    final class DetailViewController: UIViewController {}
    """

  /// The coordinator builds the screen and its view model in `start()`.
  private static let inCoordinator: [(path: String, text: String)] = [
    ("App/Screens.swift", screens),
    (
      "App/Coordinators.swift",
      """
      import UIKit
      final class ListCoordinator: ListCoordinating {
        let navigationController: UINavigationController
        var children: [AnyObject] = []
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          let viewModel = ListViewModel(coordinator: self)
          navigationController.pushViewController(ListViewController(viewModel: viewModel), animated: false)
        }
        func showDetail(_ id: Int) {
          let child = DetailCoordinator(navigationController: navigationController)
          children.append(child)
          child.start()
        }
      }
      final class DetailCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(DetailViewController(), animated: true) }
      }
      """
    ),
  ]

  /// A factory builds coordinator, view model and screen together; the coordinator pushes
  /// through a shared helper of a base protocol.
  private static let inFactory: [(path: String, text: String)] = [
    ("App/Screens.swift", screens),
    (
      "App/Factory.swift",
      """
      import UIKit
      protocol CoreCoordinating { var navigationController: UINavigationController { get } }
      extension CoreCoordinating {
        func goTo(_ screen: UIViewController) { navigationController.pushViewController(screen, animated: true) }
      }
      final class CoreCoordinator: CoreCoordinating {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
      }
      final class ListCoordinator: ListCoordinating {
        private let factory: Factory
        private let core: CoreCoordinating
        init(factory: Factory, core: CoreCoordinating) { self.factory = factory; self.core = core }
        func showDetail(_ id: Int) { core.goTo(factory.makeDetail()) }
      }
      final class Factory {
        func makeList(navigationController: UINavigationController) -> UIViewController {
          let coordinator = ListCoordinator(
            factory: self, core: CoreCoordinator(navigationController: navigationController))
          return ListViewController(viewModel: ListViewModel(coordinator: coordinator))
        }
        func makeDetail() -> UIViewController { DetailViewController() }
      }
      """
    ),
  ]

  func testChildCoordinatorStartedForAViewModelEventStartsAtTheScreen() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.inCoordinator))
    XCTAssertTrue(
      lines.contains(
        "ListViewController -> DetailViewController push by DetailCoordinator (Coordinator) Coordinators.swift:19"
      ),
      lines.joined(separator: "\n"))
    XCTAssertFalse(lines.contains { $0.hasPrefix("(launch) -> DetailViewController") }, "\(lines)")
  }

  func testFactoryMadeViewModelCoordinatorStartsAtTheScreen() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.inFactory))
    XCTAssertTrue(
      lines.contains { $0.hasPrefix("ListViewController -> DetailViewController push") },
      lines.joined(separator: "\n"))
    XCTAssertFalse(lines.contains { $0.hasPrefix("(event) -> DetailViewController") }, "\(lines)")
  }
}
