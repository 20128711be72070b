import Foundation
import XCTest

/// `workbench analyze` on a small UIKit app: the navigation graph in the text, in the JSON
/// (`navigation.screens`, `navigation.edges`) and as a Mermaid flowchart in the Markdown, and
/// modules found in a `Features/<Module>/<Layer>/` layout.
final class AnalyzeNavigationTests: XCTestCase {
  private let files = [
    "Features/Login/View/LoginViewController.swift": """
    import UIKit
    final class LoginViewController: UIViewController {
      var presenter: LoginPresenter?
      @objc func forgotTapped() { presenter?.forgot() }
    }
    """,
    "Features/Login/Presenter/LoginPresenter.swift": """
    final class LoginPresenter {
      let router: LoginRouter
      init(router: LoginRouter) { self.router = router }
      func forgot() { router.showReset() }
    }
    """,
    "Features/Login/Router/LoginRouter.swift": """
    import UIKit
    final class LoginRouter {
      weak var view: UIViewController?
      static func build() -> UIViewController {
        let view = LoginViewController()
        let router = LoginRouter()
        view.presenter = LoginPresenter(router: router)
        router.view = view
        return view
      }
      func showReset() {
        view?.navigationController?.pushViewController(ResetViewController(), animated: true)
      }
    }
    """,
    "Features/Reset/ResetViewController.swift": """
    import UIKit
    final class ResetViewController: UIViewController {}
    """,
    "App/SceneDelegate.swift": """
    import UIKit
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = UINavigationController(rootViewController: LoginRouter.build())
      }
    }
    """,
  ]

  private func writeApp() throws -> URL {
    let root = try WorkbenchProcess.temporaryDirectory().appendingPathComponent("Shop")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  func testTheGraphIsInTheTextTheJSONAndTheMarkdown() throws {
    let root = try writeApp()
    let json = root.deletingLastPathComponent().appendingPathComponent("shop.json")
    let markdown = root.deletingLastPathComponent().appendingPathComponent("shop.md")
    let outcome = try WorkbenchProcess.run(
      ["analyze", "Shop", "--json", json.path, "--markdown", markdown.path],
      in: root.deletingLastPathComponent())
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    XCTAssertTrue(
      outcome.stdout.contains(
        "(launch) -> LoginViewController [windowRoot] by SceneDelegate (Builder) at "
          + "Shop/App/SceneDelegate.swift:5"), outcome.stdout)
    XCTAssertTrue(
      outcome.stdout.contains(
        "LoginViewController -> ResetViewController [push] by LoginRouter (Router) at "
          + "Shop/Features/Login/Router/LoginRouter.swift:12"), outcome.stdout)

    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    let navigation = object?["navigation"] as? [String: Any]
    let screens = navigation?["screens"] as? [[String: Any]]
    XCTAssertEqual(
      screens?.compactMap { $0["type"] as? String }, ["LoginViewController", "ResetViewController"])
    XCTAssertEqual(
      screens?.first?["file"] as? String, "Shop/Features/Login/View/LoginViewController.swift")
    XCTAssertEqual(screens?.first?["line"] as? Int, 2)
    let edges = navigation?["edges"] as? [[String: Any]]
    XCTAssertEqual(edges?.count, 2)
    XCTAssertEqual(edges?.first?["from"] as? String, "(launch)")
    XCTAssertEqual(edges?.first?["to"] as? String, "LoginViewController")
    XCTAssertEqual(edges?.first?["kind"] as? String, "windowRoot")
    XCTAssertEqual(edges?.first?["decidedBy"] as? String, "SceneDelegate")
    XCTAssertEqual(edges?.last?["decidedByRole"] as? String, "Router")
    XCTAssertEqual(
      Set(edges?.first?.keys.map { $0 } ?? []),
      [
        "from", "to", "kind", "decidedBy", "decidedByRole", "file", "line",
      ])

    let text = try String(contentsOf: markdown, encoding: .utf8)
    XCTAssertTrue(text.contains("## Navigation graph"))
    XCTAssertTrue(text.contains("```mermaid\nflowchart LR"))
    XCTAssertTrue(text.contains("-->|push|"))
  }

  /// By default modules are found in the layout: the three layer folders of Login are one
  /// component, the screen `Login`.
  func testModulesAreFoundUnderFeaturesWithTheirLayerFolders() throws {
    let root = try writeApp()
    let json = root.deletingLastPathComponent().appendingPathComponent("modules.json")
    let outcome = try WorkbenchProcess.run(
      ["analyze", "Shop", "--json", json.path], in: root.deletingLastPathComponent())
    XCTAssertEqual(outcome.status, 0, outcome.stderr)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
    XCTAssertEqual(object?["groupBy"] as? String, "module")
    let components = object?["components"] as? [[String: Any]] ?? []
    XCTAssertEqual(
      components.compactMap { $0["name"] as? String },
      ["Shop/App", "Shop/Features/Login", "Shop/Features/Reset"])
    XCTAssertEqual(components[1]["screen"] as? String, "Login")
    XCTAssertEqual((components[1]["files"] as? [String])?.count, 3)
  }
}
