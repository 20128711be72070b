import SwiftMetrics
import XCTest

/// The checker on small trees: screens knowing screens (a presenter the screen constructs is
/// its screen's), and the entry's first window root left out of `deciders`.
final class RuleCheckerTests: XCTestCase {
  private let app: [(path: String, text: String)] = [
    (
      "App/SceneDelegate.swift",
      """
      import UIKit
      final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = HomeViewController()
        }
      }
      """
    ),
    (
      "App/Home.swift",
      """
      import UIKit
      final class HomeViewController: UIViewController {
        let presenter = HomePresenter()
      }
      final class HomePresenter {
        func cart() -> CartViewController { CartViewController() }
        func account() -> AccountViewController { AccountViewController() }
      }
      """
    ),
    (
      "App/Cart.swift",
      """
      import UIKit
      final class CartViewController: UIViewController {}
      final class AccountViewController: UIViewController {}
      """
    ),
  ]

  private func check(_ rules: String) throws -> [RuleViolation] {
    let result = SwiftAnalyzer.analyze(sources: app, options: .init())
    let declarations = LayerClassifier.classify(
      app.map { LayerClassifier.Source(path: $0.path, text: $0.text) },
      screens: ScreenTypes.screens(of: result))
    return RuleChecker.check(
      try RulesFile.parse(rules, path: "r"), result,
      screenTypes: ScreenTypes(result, declarations: declarations))
  }

  func testAScreenKnowingTooManyGivesOneViolationPerKnownScreen() throws {
    let violations = try check("screens-known-by-a-screen: 1")
    XCTAssertEqual(
      violations.map(\.rendered),
      [
        "App/Home.swift:5: screens-known-by-a-screen: screen Home knows Account (through "
          + "HomePresenter); it knows 2 other screens (Account, Cart), more than 1",
        "App/Home.swift:5: screens-known-by-a-screen: screen Home knows Cart (through "
          + "HomePresenter); it knows 2 other screens (Account, Cart), more than 1",
      ])
    XCTAssertEqual(try check("screens-known-by-a-screen: 2"), [])
  }

  func testTheFirstWindowRootAtLaunchIsNoDecision() throws {
    XCTAssertEqual(try check("deciders: coordinator"), [])
  }
}
