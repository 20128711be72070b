import SwiftMetrics
import XCTest

/// Filled stacks (`resolvingContainers`, `container(…)`): an empty `UINavigationController()`
/// stands for what its stack is then given — the screens set on it (`setViewControllers`,
/// `viewControllers = […]`) or pushed on it by the flow that made it (a child coordinator
/// started right there). Shown as a tab, the window's root or a sheet, the edge goes to those
/// screens, not to a navigation controller the user never sees as a screen of its own.
final class FilledStackTests: XCTestCase {
  /// Each tab gets its own empty stack, filled with `setViewControllers` and
  /// `viewControllers = […]` before the tab bar is given them.
  private static let tabs: [(path: String, text: String)] = [
    (
      "Music/MainTabBarController.swift",
      """
      import UIKit
      final class MainTabBarController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let library = UINavigationController()
          library.setViewControllers([LibraryViewController()], animated: false)
          let search = UINavigationController()
          search.viewControllers = [SearchViewController()]
          viewControllers = [library, search]
        }
      }
      final class LibraryViewController: UIViewController {}
      final class SearchViewController: UIViewController {}
      """
    )
  ]

  func testStacksShownAsTabsAreTheScreensSetOnThem() {
    let graph = NavigationGraphSupport.graph(Self.tabs)
    let lines = NavigationGraphSupport.lines(graph)
    XCTAssertEqual(
      lines.sorted(),
      [
        "MainTabBarController -> LibraryViewController tab by MainTabBarController (View) MainTabBarController.swift:9",
        "MainTabBarController -> SearchViewController tab by MainTabBarController (View) MainTabBarController.swift:9",
      ], lines.joined(separator: "\n"))
    XCTAssertEqual(
      NavigationGraphSupport.screens(graph).sorted(),
      [
        "LibraryViewController: UIViewController",
        "MainTabBarController: UITabBarController",
        "SearchViewController: UIViewController",
      ])
  }

  /// The app coordinator makes the window's root an empty stack and starts the onboarding
  /// coordinator on it right there; the onboarding pushes its welcome screen.
  private static let onboarding: [(path: String, text: String)] = [
    (
      "Fit/AppCoordinator.swift",
      """
      import UIKit
      final class AppCoordinator {
        private let window: UIWindow
        private var children: [AnyObject] = []
        init(window: UIWindow) {
          self.window = window
        }
        func start() {
          let navigationController = UINavigationController()
          window.rootViewController = navigationController
          window.makeKeyAndVisible()
          let onboarding = OnboardingCoordinator(navigationController: navigationController)
          children.append(onboarding)
          onboarding.start()
        }
      }
      """
    ),
    (
      "Fit/OnboardingCoordinator.swift",
      """
      import UIKit
      final class OnboardingCoordinator {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) {
          self.navigationController = navigationController
        }
        func start() {
          let welcome = WelcomeViewController()
          welcome.onContinue = { [weak self] in self?.showGoals() }
          navigationController.pushViewController(welcome, animated: false)
        }
        private func showGoals() {
          navigationController.pushViewController(GoalsViewController(), animated: true)
        }
      }
      final class WelcomeViewController: UIViewController {
        var onContinue: (() -> Void)?
      }
      final class GoalsViewController: UIViewController {}
      """
    ),
  ]

  func testAStackAChildCoordinatorFillsIsTheWindowsRoot() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.onboarding))
    XCTAssertEqual(
      lines.sorted(),
      [
        "(launch) -> WelcomeViewController windowRoot by AppCoordinator (Coordinator) AppCoordinator.swift:10",
        "WelcomeViewController -> GoalsViewController push by OnboardingCoordinator (Coordinator) OnboardingCoordinator.swift:13",
      ], lines.joined(separator: "\n"))
  }

  /// A screen presents a new stack holding the composer, so the composer can push its own
  /// screens inside the sheet.
  private static let sheet: [(path: String, text: String)] = [
    (
      "Notes/NotesViewController.swift",
      """
      import UIKit
      final class NotesViewController: UITableViewController {
        @objc private func composeTapped() {
          let navigation = UINavigationController()
          navigation.viewControllers = [ComposeNoteViewController()]
          navigation.modalPresentationStyle = .formSheet
          present(navigation, animated: true)
        }
      }
      final class ComposeNoteViewController: UIViewController {}
      """
    )
  ]

  func testAPresentedStackIsTheScreenSetOnIt() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.sheet))
    XCTAssertEqual(
      lines.sorted(),
      [
        "NotesViewController -> ComposeNoteViewController present by NotesViewController (View) NotesViewController.swift:7"
      ], lines.joined(separator: "\n"))
  }
}
