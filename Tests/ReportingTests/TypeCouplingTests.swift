import Harness
import SwiftMetrics
import XCTest

@testable import Reporting

/// Coupling from the type graph: a screen's types are found by what builds what wherever their
/// files sit and whatever their names, so moving a file changes nothing; who decides each
/// screen's way on comes from the static graph.
final class TypeCouplingTests: XCTestCase {
  private func analysis(_ files: [(String, String)]) -> AnalysisResult {
    var options = AnalysisOptions()
    options.screenNameProperty = "screenName"
    return SwiftAnalyzer.analyze(sources: files, options: options)
  }

  /// The files analysed and classified, as `run scenarios` does from disk.
  private func metrics(_ files: [(String, String)]) -> VariantMetrics {
    let result = analysis(files)
    let declarations = LayerClassifier.classify(
      files.map { LayerClassifier.Source(path: $0.0, text: $0.1) },
      screens: ScreenTypes.screens(of: result))
    return VariantMetrics(variant: "App", analysis: result, declarations: declarations)
  }

  private let login = """
    final class LoginViewController: UIViewController {
      init() { super.init(); screenName = "Login" }
      var presenter: LoginPresenter?
      func loginTapped() { presenter?.didTapLogin() }
    }
    protocol LoginWireframeInput: AnyObject {
      func showFeed(builder: FeedWireframe.Type)
    }
    final class LoginPresenter {
      let wireframe: any LoginWireframeInput
      init(wireframe: any LoginWireframeInput) { self.wireframe = wireframe }
      func didTapLogin() { wireframe.showFeed(builder: FeedWireframe.self) }
    }
    final class LoginWireframe: LoginWireframeInput {
      weak var view: LoginViewController?
      static func buildModule() -> UIViewController {
        let wireframe = LoginWireframe()
        let view = LoginViewController()
        view.presenter = LoginPresenter(wireframe: wireframe)
        wireframe.view = view
        return view
      }
      func showFeed(builder: FeedWireframe.Type) {
        view?.navigationController?.pushViewController(FeedWireframe.build(), animated: true)
      }
    }
    """
  private let feed = """
    final class FeedViewController: UIViewController { init() { super.init(); screenName = "Feed" } }
    enum FeedWireframe { static func build() -> UIViewController { FeedViewController() } }
    """

  func testAScreenTypeThatReferencesAnotherScreensTypeKnowsThatScreenWhateverTheFolder() throws {
    let inModules = metrics([
      ("App/Modules/Login/Login.swift", login), ("App/Modules/Feed/Feed.swift", feed),
    ])
    let moved = metrics([("App/Login.swift", login), ("App/Other/Deep/Feed.swift", feed)])
    let results = [inModules, moved].map(TypeCoupling.measure)
    for variant in results {
      XCTAssertEqual(variant.screens, ["Feed", "Login"])
      XCTAssertEqual(
        variant.screenTypesKnowingOthers.map(\.type),
        ["LoginPresenter", "LoginWireframe", "LoginWireframeInput"])
      XCTAssertEqual(
        variant.screenPairs,
        [
          .init(
            screen: "Login", knows: "Feed",
            through: ["LoginPresenter", "LoginWireframe", "LoginWireframeInput"])
        ], "a module's presenter, wireframe and contract make one pair")
      XCTAssertEqual(variant.decidedBy["Login"], ["LoginWireframe"])
      XCTAssertEqual(variant.decidingTypes, ["LoginWireframe"])
      XCTAssertEqual(
        variant.knownBy["Feed"], ["LoginPresenter", "LoginWireframe", "LoginWireframeInput"])
      XCTAssertEqual(variant.decidingOwnTypes["Login"], ["LoginWireframe"])
    }
    XCTAssertEqual(results[0], results[1], "moving a file to another folder changes nothing")
  }

  func testACoordinatorOfNoScreenKnowsScreensWithoutMakingThemKnowEachOther() throws {
    let source = """
      final class LoginViewController: UIViewController { init() { super.init(); screenName = "Login" } }
      final class FeedViewController: UIViewController { init() { super.init(); screenName = "Feed" } }
      final class HomeCoordinator {
        let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        func start() { navigation.setViewControllers([LoginViewController()], animated: false) }
        func loggedIn() { navigation.pushViewController(FeedViewController(), animated: true) }
      }
      """
    let variant = TypeCoupling.measure(metrics([("App/App.swift", source)]))
    XCTAssertTrue(variant.screenTypesKnowingOthers.isEmpty)
    XCTAssertTrue(variant.screenPairs.isEmpty)
    XCTAssertEqual(variant.otherTypesKnowingScreens.map(\.type), ["HomeCoordinator"])
    XCTAssertEqual(variant.otherTypesKnowingScreens.first?.knows, ["Feed", "Login"])
    XCTAssertEqual(variant.decidingTypes, ["HomeCoordinator"])
  }

  /// Issue 22: `SettingsCoordinator` counted as Settings' because its name starts with the
  /// stem; a flow object built elsewhere is no screen's, its `make…` builder is.
  func testACoordinatorNamedAfterAScreenIsNoScreensButItsBuilderIs() throws {
    let source = """
      final class SettingsViewController: UIViewController {
        init() { super.init(); screenName = "Settings" }
        var onAbout: (() -> Void)?
      }
      final class AboutViewController: UIViewController { init() { super.init(); screenName = "About" } }
      final class SettingsViewModel { func about() {} }
      final class SettingsCoordinator {
        let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        func start() { navigation.pushViewController(makeSettings(), animated: true) }
        func makeSettings() -> UIViewController {
          let screen = SettingsViewController()
          let model = SettingsViewModel()
          screen.onAbout = { [weak self] in self?.showAbout() }
          return screen
        }
        func showAbout() { navigation.pushViewController(AboutViewController(), animated: true) }
      }
      """
    let metrics = metrics([("App/Settings.swift", source)])
    let variant = TypeCoupling.measure(metrics)
    XCTAssertTrue(variant.screenPairs.isEmpty)
    XCTAssertEqual(variant.otherTypesKnowingScreens.map(\.type), ["SettingsCoordinator"])
    XCTAssertNil(metrics.screenTypes.screenOf["SettingsCoordinator"])
    XCTAssertEqual(metrics.screenTypes.screenOf["SettingsViewModel"], "Settings")
    let declarations = LayerClassifier.classify(
      [LayerClassifier.Source(path: "App/Settings.swift", text: source)],
      screens: ScreenTypes.screens(of: metrics.analysis))
    let screens = Dictionary(uniqueKeysWithValues: declarations.map { ($0.name, $0.screen) })
    XCTAssertEqual(screens["SettingsCoordinator.makeSettings"], "Settings")
    XCTAssertEqual(screens["SettingsCoordinator.showAbout"], .some(nil))
  }
}
