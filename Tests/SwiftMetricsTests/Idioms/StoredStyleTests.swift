import SwiftMetrics
import XCTest

/// A base coordinator that stores how it shows its screens (`transitionType`, set at
/// construction or left to the initialiser's default) and switches on it in a shared
/// `transition(to:)`: each coordinator's screens are shown only the way its constructions
/// tell — pushed by one, presented by another — not every way at once.
final class StoredStyleTests: XCTestCase {
  private static let base = """
    import UIKit
    enum TransitionStyle { case push, modal, root }
    class FlowCoordinator {
      let window: UIWindow
      let host: UIViewController
      let style: TransitionStyle
      init(window: UIWindow, host: UIViewController = UIViewController(), style: TransitionStyle = .root) {
        self.window = window
        self.host = host
        self.style = style
      }
      func show(_ screen: UIViewController) {
        switch style {
        case .push: host.navigationController?.pushViewController(screen, animated: true)
        case .modal: host.present(screen, animated: true)
        case .root: window.rootViewController = screen
        }
      }
      func start() {}
    }
    final class SignInViewController: UIViewController { var onDone: (() -> Void)? }
    final class HomeViewController: UIViewController { var onHelp: (() -> Void)? }
    final class HelpViewController: UIViewController {}
    """

  private static let flows = """
    final class SignInCoordinator: FlowCoordinator {
      override func start() {
        let signIn = SignInViewController()
        signIn.onDone = { [weak self] in self?.showHome(from: signIn) }
        show(signIn)
      }
      func showHome(from screen: UIViewController) {
        HomeCoordinator(window: window, host: screen, style: .push).start()
      }
    }
    final class HomeCoordinator: FlowCoordinator {
      override func start() {
        let home = HomeViewController()
        home.onHelp = { [weak self] in
          HelpCoordinator(window: self!.window, host: home, style: .modal).start()
        }
        show(home)
      }
    }
    final class HelpCoordinator: FlowCoordinator {
      override func start() { show(HelpViewController()) }
    }
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        SignInCoordinator(window: window!).start()
        return true
      }
    }
    """

  private func edges(_ text: String) -> Set<String> {
    Set(
      NavigationGraphSupport.graph([("App/Flows.swift", text)]).edges.map {
        "\($0.from) -> \($0.to) \($0.kind.rawValue)"
      })
  }

  func testEachCoordinatorShowsItsScreenTheWayItsConstructionTells() {
    XCTAssertEqual(
      edges(Self.base + Self.flows),
      [
        "(launch) -> SignInViewController windowRoot",
        "SignInViewController -> HomeViewController push",
        "HomeViewController -> HelpViewController present",
      ])
  }

  /// A subclass passing its style up (`super.init(…, style: .modal)`) tells it as well; one
  /// constructed with a style held in a variable takes every arm, as before.
  func testAStylePassedUpIsToldAndAVariableOneIsNot() {
    let flows = """
      final class HelpCoordinator: FlowCoordinator {
        init(window: UIWindow, host: UIViewController) {
          super.init(window: window, host: host, style: .modal)
        }
        override func start() { show(HelpViewController()) }
      }
      final class HomeCoordinator: FlowCoordinator {
        override func start() {
          let home = HomeViewController()
          home.onHelp = { [weak self] in
            HelpCoordinator(window: self!.window, host: home).start()
          }
          show(home)
        }
      }
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var style: TransitionStyle = .root
        func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          HomeCoordinator(window: window!, style: style).start()
          return true
        }
      }
      """
    let found = edges(Self.base + flows)
    XCTAssertTrue(found.contains("HomeViewController -> HelpViewController present"))
    XCTAssertFalse(found.contains("HomeViewController -> HelpViewController push"))
    XCTAssertFalse(found.contains("HomeViewController -> HelpViewController windowRoot"))
    XCTAssertTrue(
      found.isSuperset(of: [
        "(launch) -> HomeViewController push", "(launch) -> HomeViewController present",
        "(launch) -> HomeViewController windowRoot",
      ]))
  }
}
