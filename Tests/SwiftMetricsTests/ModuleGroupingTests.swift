import XCTest

@testable import SwiftMetrics

/// `--group-by module` finds modules in the layouts apps use: a folder under any of the usual
/// module folders (with its layer subfolders), else a type-name stem shared by a screen's
/// view and its collaborators in layer folders, else the folder.
final class ModuleGroupingTests: XCTestCase {
  private func components(_ paths: [String]) -> [String: [String]] {
    let sources = paths.map { path -> (path: String, text: String) in
      let name = (path.split(separator: "/").last ?? "").split(separator: ".").first ?? "X"
      return (path, "final class \(name.replacingOccurrences(of: "+", with: "_")) {}\n")
    }
    let result = SwiftAnalyzer.analyze(sources: sources, options: AnalysisOptions(groupBy: .module))
    var found: [String: [String]] = [:]
    for component in result.components {
      found[component.name + (component.screen.map { " (\($0))" } ?? "")] = component.files.map {
        String($0.split(separator: "/").last ?? "")
      }
    }
    return found
  }

  func testEachFolderUnderAModuleFolderIsOneModuleWhateverItsLayers() {
    XCTAssertEqual(
      components([
        "App/Scenes/Login/Router/LoginRouter.swift",
        "App/Scenes/Login/Presenter/LoginPresenter.swift",
        "App/features/Cart/CartView.swift",
        "App/Flows/Checkout/CheckoutCoordinator.swift",
        "App/Support/Logger.swift",
      ]),
      [
        "App/Scenes/Login (Login)": ["LoginPresenter.swift", "LoginRouter.swift"],
        "App/features/Cart (Cart)": ["CartView.swift"],
        "App/Flows/Checkout (Checkout)": ["CheckoutCoordinator.swift"],
        "App/Support": ["Logger.swift"],
      ])
  }

  func testALayerFirstLayoutGroupsAScreenWithItsCollaboratorsByStem() {
    XCTAssertEqual(
      components([
        "App/Views/LoginViewController.swift",
        "App/Presenters/LoginPresenter.swift",
        "App/Routers/LoginRouter.swift",
        "App/Views/FeedViewController.swift",
        "App/Models/Post.swift",
        "App/Models/PostStore.swift",
      ]),
      [
        "App/Login (Login)": [
          "LoginPresenter.swift", "LoginRouter.swift", "LoginViewController.swift",
        ],
        "App/Views": ["FeedViewController.swift"],
        "App/Models": ["Post.swift", "PostStore.swift"],
      ])
  }
}
