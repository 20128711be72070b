import SwiftMetrics
import XCTest

/// Which case of an enum leads where: a step written in one arm of a `switch` on a route is
/// taken only by the calls (links, path appends) that pass that case; a route that is not told
/// apart (a variable) still reaches every arm.
final class EnumRouteTests: XCTestCase {
  private static let store: [(path: String, text: String)] = [
    (
      "Shop/App.swift",
      """
      import SwiftUI
      enum Route: Hashable { case detail(Int), settings, help, about }
      final class Store: ObservableObject {
        @Published var path = NavigationPath()
        func push(_ route: Route) { path.append(route) }
      }
      @main struct ShopApp: App {
        var body: some Scene { WindowGroup { RootView() } }
      }
      struct RootView: View {
        @StateObject var store = Store()
        var body: some View {
          NavigationStack(path: $store.path) {
            ListView()
              .navigationDestination(for: Route.self) { route in
                switch route {
                case .detail(let id):
                  DetailView(id: id)
                case .settings, .help:
                  SettingsView()
                default:
                  AboutView()
                }
              }
          }
          .environmentObject(store)
        }
      }
      struct ListView: View {
        @EnvironmentObject var store: Store
        var body: some View {
          List {
            Button("Item") { store.push(.detail(1)) }
            NavigationLink(value: Route.help) { Text("Help") }
          }
        }
      }
      struct DetailView: View {
        let id: Int
        @EnvironmentObject var store: Store
        var body: some View { Button("Settings") { store.path.append(Route.settings) } }
      }
      struct SettingsView: View {
        @EnvironmentObject var store: Store
        var body: some View { Button("About") { store.path.append(.about) } }
      }
      struct AboutView: View { var body: some View { Text("A") } }
      """
    )
  ]

  func testALinkToACaseGoesToThatCasesDestinationOnly() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.store))
    let edges = lines.map { $0.components(separatedBy: " by ")[0] }
    XCTAssertEqual(
      Set(edges.filter { !$0.contains("(launch)") }),
      [
        // `store.push(.detail(1))`, through the store's `path.append`.
        "ListView -> DetailView navigationDestination",
        // `case .settings, .help:`
        "ListView -> SettingsView navigationLink",
        "DetailView -> SettingsView navigationDestination",
        // `.about` is named by no arm: `default:`.
        "SettingsView -> AboutView navigationDestination",
      ],
      lines.joined(separator: "\n"))
  }

  private static let router: [(path: String, text: String)] = [
    (
      "App/Router.swift",
      """
      import UIKit
      enum Destination { case detail(id: Int), profile, logout }
      final class ListViewController: UIViewController {
        var router: Router?
        func didSelect(id: Int) { router?.navigate(to: .detail(id: id)) }
        func didTapProfile() { router?.navigate(to: Destination.profile) }
        func didTapHelp() { router?.open(.logout) }
      }
      final class DetailViewController: UIViewController {
        var router: Router?
        func didTapOwner() { router?.navigate(to: .profile) }
        func didLongPressOwner() { router?.open(.profile) }
      }
      final class ProfileViewController: UIViewController {
        var router: Router?
        var next: Destination = .logout
        func didTapNext() { router?.navigate(to: next) }
      }
      final class LoginViewController: UIViewController {}
      final class Router {
        let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        func navigate(to destination: Destination) {
          switch destination {
          case .detail(let id):
            navigation.pushViewController(DetailViewController(), animated: true)
            _ = id
          case .profile:
            showProfile()
          case .logout:
            navigation.setViewControllers([LoginViewController()], animated: true)
          }
        }
        func open(_ destination: Destination) {
          if case .profile = destination {
            navigation.present(ProfileViewController(), animated: true)
          }
        }
        private func showProfile() {
          navigation.pushViewController(ProfileViewController(), animated: true)
        }
      }
      """
    )
  ]

  func testARouteNotToldApartReachesEveryArm() {
    // The detail appends a route it holds: which case it is, is not told.
    var sources = Self.store
    sources[0].text = sources[0].text.replacingOccurrences(
      of: "store.path.append(Route.settings)", with: "store.path.append(next)"
    ).replacingOccurrences(of: "let id: Int", with: "let id: Int\n  var next: Route = .settings")
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(sources))
    let fromDetail = Set(
      lines.filter { $0.hasPrefix("DetailView -> ") }.map { $0.components(separatedBy: " ")[2] })
    XCTAssertEqual(fromDetail, ["DetailView", "SettingsView", "AboutView"], "\(lines)")
  }

  func testARouterSwitchOnItsDestinationPushesTheCasePassed() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.router))
    let edges = lines.map { $0.components(separatedBy: " by ")[0] }
    XCTAssertEqual(
      Set(edges),
      [
        "ListViewController -> DetailViewController push",
        "ListViewController -> ProfileViewController push",
        "DetailViewController -> ProfileViewController push",
        // `if case .profile = destination`: the detail's `open(.profile)`, not the list's
        // `open(.logout)`.
        "DetailViewController -> ProfileViewController present",
        // The profile passes a variable: every arm, as before.
        "ProfileViewController -> DetailViewController push",
        "ProfileViewController -> ProfileViewController push",
        "ProfileViewController -> LoginViewController setViewControllers",
      ],
      lines.joined(separator: "\n"))
  }

  func testAFactoryReturnsTheScreenOfTheCasePassed() {
    let sources: [(path: String, text: String)] = [
      (
        "App/Factory.swift",
        """
        import UIKit
        enum Screen { case detail(Int), settings }
        final class DetailViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class Factory {
          func make(_ screen: Screen) -> UIViewController {
            switch screen {
            case .detail(let id):
              let detail = DetailViewController()
              detail.title = String(id)
              return detail
            case .settings:
              return SettingsViewController()
            }
          }
        }
        final class ListViewController: UIViewController {
          let factory = Factory()
          func didSelect(id: Int) {
            navigationController?.pushViewController(factory.make(.detail(id)), animated: true)
          }
          func didTapSettings() { present(factory.make(Screen.settings), animated: true) }
        }
        """
      )
    ]
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(sources))
    XCTAssertEqual(
      lines.map { $0.components(separatedBy: " by ")[0] },
      [
        "ListViewController -> DetailViewController push",
        "ListViewController -> SettingsViewController present",
      ],
      lines.joined(separator: "\n"))
  }

  /// The coordinator of the issue: a view model asks for `.detail`, the detail's output for
  /// `.settings`; each arm pushes through the coordinator's own `push(_:)`.
  func testACoordinatorPushesThroughItsWrapperTheCasePassed() {
    let sources: [(path: String, text: String)] = [
      (
        "App/AppCoordinator.swift",
        """
        import UIKit
        enum Destination { case detail, settings }
        final class HomeViewController: UIViewController {
          var viewModel: HomeViewModel!
          @objc func tapDetail() { viewModel.didTapDetail() }
        }
        final class DetailViewController: UIViewController {
          var onSettings: (() -> Void)?
        }
        final class SettingsViewController: UIViewController {}
        final class HomeViewModel {
          weak var coordinator: AppCoordinator?
          func didTapDetail() { coordinator?.navigate(to: .detail) }
        }
        final class AppCoordinator {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) { self.navigationController = navigationController }
          func start() {
            let home = HomeViewController()
            let model = HomeViewModel()
            model.coordinator = self
            home.viewModel = model
            navigationController.setViewControllers([home], animated: false)
          }
          func navigate(to destination: Destination) {
            switch destination {
            case .detail:
              let detail = DetailViewController()
              detail.onSettings = { [weak self] in self?.navigate(to: .settings) }
              push(detail)
            case .settings:
              push(SettingsViewController())
            }
          }
          private func push(_ viewController: UIViewController) {
            navigationController.pushViewController(viewController, animated: true)
          }
        }
        """
      )
    ]
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(sources))
    XCTAssertEqual(
      lines.map { $0.components(separatedBy: " by ")[0] },
      [
        "(launch) -> HomeViewController setViewControllers",
        "DetailViewController -> SettingsViewController push",
        "HomeViewController -> DetailViewController push",
      ],
      lines.joined(separator: "\n"))
  }
}
