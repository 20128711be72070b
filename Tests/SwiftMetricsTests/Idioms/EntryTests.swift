import SwiftMetrics
import XCTest

/// Entries: a function nobody in the tree calls is where a flow starts. The scene's connection
/// and an uncalled `run`/`start` are the launch; a URL, a shortcut or `application(_:open:
/// options:)` a deep link; anything else (a notification handler) an event. A child
/// coordinator's `start()` is no entry of its own: it runs for its parent's trigger.
final class EntryTests: XCTestCase {
  /// One scene delegate with a callback of each kind.
  private static let scene: [(path: String, text: String)] = [
    (
      "App/SceneDelegate.swift",
      """
      import UIKit
      final class HomeViewController: UIViewController {}
      final class ArticleViewController: UIViewController {}
      final class ComposeViewController: UIViewController {}
      final class SignInViewController: UIViewController {}
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          guard let windowScene = scene as? UIWindowScene else { return }
          let window = UIWindow(windowScene: windowScene)
          window.rootViewController = UINavigationController(rootViewController: HomeViewController())
          window.makeKeyAndVisible()
          self.window = window
          NotificationCenter.default.addObserver(
            self, selector: #selector(sessionDidExpire), name: .sessionDidExpire, object: nil)
        }
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
          guard URLContexts.first != nil else { return }
          window?.rootViewController?.present(ArticleViewController(), animated: true)
        }
        func windowScene(
          _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
          completionHandler: @escaping (Bool) -> Void
        ) {
          window?.rootViewController?.present(ComposeViewController(), animated: true)
          completionHandler(true)
        }
        @objc private func sessionDidExpire() {
          window?.rootViewController = SignInViewController()
        }
      }
      """
    )
  ]

  func testSceneCallbacksAreLaunchDeepLinksAndEvents() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.scene))
    XCTAssertEqual(
      lines,
      [
        "(deep link) -> ArticleViewController present by SceneDelegate (Builder) SceneDelegate.swift:19",
        "(deep link) -> ComposeViewController present by SceneDelegate (Builder) SceneDelegate.swift:25",
        "(event) -> SignInViewController windowRoot by SceneDelegate (Builder) SceneDelegate.swift:29",
        "(launch) -> HomeViewController windowRoot by SceneDelegate (Builder) SceneDelegate.swift:11",
      ], lines.joined(separator: "\n"))
  }

  /// The app delegate launches, and opens a referral link by starting a coordinator that
  /// starts a child coordinator of its own.
  private static let appDelegate: [(path: String, text: String)] = [
    (
      "App/AppDelegate.swift",
      """
      import UIKit
      final class HomeViewController: UIViewController {}
      final class InviteViewController: UIViewController {}
      final class RewardsViewController: UIViewController {}
      final class RewardsCoordinator {
        private let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() { navigationController.pushViewController(RewardsViewController(), animated: true) }
      }
      final class ReferralCoordinator {
        private let navigationController: UINavigationController
        private var children: [AnyObject] = []
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          navigationController.pushViewController(InviteViewController(), animated: true)
          let rewards = RewardsCoordinator(navigationController: navigationController)
          children.append(rewards)
          rewards.start()
        }
      }
      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        private var navigationController: UINavigationController?
        private var referral: ReferralCoordinator?
        func application(
          _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          let navigationController = UINavigationController(rootViewController: HomeViewController())
          self.navigationController = navigationController
          window = UIWindow(frame: UIScreen.main.bounds)
          window?.rootViewController = navigationController
          window?.makeKeyAndVisible()
          return true
        }
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
          guard let navigationController else { return false }
          let referral = ReferralCoordinator(navigationController: navigationController)
          self.referral = referral
          referral.start()
          return true
        }
      }
      """
    )
  ]

  func testAChildStartedForAnOpenedURLIsADeepLinkNotTheLaunch() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.appDelegate))
    XCTAssertEqual(
      lines,
      [
        "(deep link) -> InviteViewController push by ReferralCoordinator (Coordinator) AppDelegate.swift:15",
        "(deep link) -> RewardsViewController push by RewardsCoordinator (Coordinator) AppDelegate.swift:8",
        "(launch) -> HomeViewController windowRoot by AppDelegate (Builder) AppDelegate.swift:32",
      ], lines.joined(separator: "\n"))
  }

  /// A Swift flow driven from an Objective-C app delegate the analysis does not read.
  private static let flow: [(path: String, text: String)] = [
    (
      "App/AppFlow.swift",
      """
      import UIKit
      final class WelcomeViewController: UIViewController {}
      final class ForcedUpdateViewController: UIViewController {}
      /// Called from the Objective-C app delegate, which the analysis does not read.
      @objc final class AppFlow: NSObject {
        private var window: UIWindow?
        @objc func run(in window: UIWindow) {
          self.window = window
          window.rootViewController = WelcomeViewController()
        }
        @objc func requireUpdate() {
          window?.rootViewController?.present(ForcedUpdateViewController(), animated: true)
        }
      }
      """
    )
  ]

  func testAnUncalledRunIsTheLaunchAndAnyOtherMethodAnEvent() {
    let lines = NavigationGraphSupport.lines(NavigationGraphSupport.graph(Self.flow))
    XCTAssertEqual(
      lines,
      [
        "(event) -> ForcedUpdateViewController present by AppFlow (Coordinator) AppFlow.swift:12",
        "(launch) -> WelcomeViewController windowRoot by AppFlow (Coordinator) AppFlow.swift:9",
      ], lines.joined(separator: "\n"))
  }
}
