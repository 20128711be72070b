import Foundation
import Reporting
import SwiftMetrics

/// Three tiny variants over a tiny shared domain, written to a temporary tree and analysed: one
/// whose login module's wireframe knows the feed's, one whose modules' builders only assemble
/// and whose coordinator builds both, and one whose screens know nothing and whose coordinator
/// builds both.
enum SampleMetrics {
  static let files: [String: String] = [
    "Shared/Domain.swift": """
    struct User { let name: String }
    final class AuthService { func login() -> User { User(name: "a") } }
    """,
    "V/Modules/Login/LoginWireframe.swift": """
    import HeadlessUIKit
    protocol LoginWireframing { func showFeed() }
    final class LoginWireframe: LoginWireframing {
      weak var view: UIViewController?
      func showFeed() { view?.navigationController?.pushViewController(FeedWireframe.build(), animated: true) }
    }
    """,
    "V/Modules/Feed/FeedWireframe.swift": """
    import HeadlessUIKit
    final class FeedWireframe {
      static func build() -> UIViewController { FeedViewController() }
    }
    final class FeedViewController: UIViewController {}
    """,
    "VC/Modules/Login/LoginBuilder.swift": """
    import HeadlessUIKit
    protocol LoginModuleOutput: AnyObject { func loginModuleDidLogIn() }
    enum LoginBuilder {
      static func build(output: LoginModuleOutput) -> UIViewController { LoginViewController() }
    }
    final class LoginViewController: UIViewController {}
    """,
    "VC/Modules/Feed/FeedBuilder.swift": """
    import HeadlessUIKit
    enum FeedBuilder {
      static func build() -> UIViewController { FeedViewController() }
    }
    final class FeedViewController: UIViewController {}
    """,
    "VC/Coordinators/AppCoordinator.swift": """
    import HeadlessUIKit
    final class AppCoordinator: LoginModuleOutput {
      let navigation: UINavigationController
      init(navigation: UINavigationController) { self.navigation = navigation }
      func start() { navigation.setViewControllers([LoginBuilder.build(output: self)], animated: false) }
      func loginModuleDidLogIn() { navigation.pushViewController(FeedBuilder.build(), animated: true) }
    }
    """,
    "C/Screens/Login/LoginViewController.swift": """
    import HeadlessUIKit
    final class LoginViewController: UIViewController { var onLogin: (() -> Void)? }
    """,
    "C/Screens/Feed/FeedViewController.swift": """
    import HeadlessUIKit
    final class FeedViewController: UIViewController {}
    """,
    "C/Coordinators/AppCoordinator.swift": """
    import HeadlessUIKit
    final class AppCoordinator {
      let navigation: UINavigationController
      init(navigation: UINavigationController) { self.navigation = navigation }
      func start() {
        let login = LoginViewController()
        login.onLogin = { [weak self] in self?.navigation.pushViewController(FeedViewController(), animated: true) }
        navigation.setViewControllers([login], animated: false)
      }
    }
    """,
  ]

  static func measure() throws -> [VariantMetrics] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sample-metrics-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    // Analyse from inside the tree so that paths in the results do not name the temp folder.
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(root.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let options = AnalysisOptions(sharedPaths: ["Shared"])
    return [
      VariantMetrics(
        variant: "VIPER", analysis: try SwiftAnalyzer.analyze(paths: ["V"], options: options)),
      VariantMetrics(
        variant: "VIPER+C", analysis: try SwiftAnalyzer.analyze(paths: ["VC"], options: options)),
      VariantMetrics(
        variant: "MVVM+C", analysis: try SwiftAnalyzer.analyze(paths: ["C"], options: options)),
    ]
  }
}
