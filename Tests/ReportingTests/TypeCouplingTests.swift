import Harness
import SwiftMetrics
import XCTest

@testable import Reporting

/// Coupling from the type graph: a screen's types are found by name wherever their files sit,
/// so moving a file changes nothing; who decides each screen's way on comes from the static
/// graph.
final class TypeCouplingTests: XCTestCase {
  private func analysis(_ files: [(String, String)]) -> AnalysisResult {
    var options = AnalysisOptions()
    options.screenNameProperty = "screenName"
    return SwiftAnalyzer.analyze(sources: files, options: options)
  }

  private let login = """
    final class LoginViewController: UIViewController {
      init() { super.init(); screenName = "Login" }
      var presenter: LoginPresenter?
      func loginTapped() { presenter?.didTapLogin() }
    }
    final class LoginPresenter {
      let wireframe = LoginWireframe()
      func didTapLogin() { wireframe.showFeed() }
    }
    final class LoginWireframe {
      weak var view: LoginViewController?
      func showFeed() { view?.navigationController?.pushViewController(FeedWireframe.build(), animated: true) }
    }
    """
  private let feed = """
    final class FeedViewController: UIViewController { init() { super.init(); screenName = "Feed" } }
    enum FeedWireframe { static func build() -> UIViewController { FeedViewController() } }
    """

  func testAScreenTypeThatReferencesAnotherScreensTypeKnowsThatScreenWhateverTheFolder() throws {
    let inModules = analysis([
      ("App/Modules/Login/Login.swift", login), ("App/Modules/Feed/Feed.swift", feed),
    ])
    let moved = analysis([("App/Login.swift", login), ("App/Other/Deep/Feed.swift", feed)])
    let results = [inModules, moved].map {
      TypeCoupling.measure(VariantMetrics(variant: "App", analysis: $0))
    }
    for variant in results {
      XCTAssertEqual(variant.screens, ["Feed", "Login"])
      XCTAssertEqual(variant.screenTypesKnowingOthers.map(\.type), ["LoginWireframe"])
      XCTAssertEqual(variant.screenTypesKnowingOthers.first?.knows, ["Feed"])
      XCTAssertEqual(variant.decidedBy["Login"], ["LoginWireframe"])
      XCTAssertEqual(variant.decidingTypes, ["LoginWireframe"])
      XCTAssertEqual(variant.knownBy["Feed"], ["LoginWireframe"])
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
    let variant = TypeCoupling.measure(
      VariantMetrics(variant: "App", analysis: analysis([("App/App.swift", source)])))
    XCTAssertTrue(variant.screenTypesKnowingOthers.isEmpty)
    XCTAssertEqual(variant.otherTypesKnowingScreens.map(\.type), ["HomeCoordinator"])
    XCTAssertEqual(variant.otherTypesKnowingScreens.first?.knows, ["Feed", "Login"])
    XCTAssertEqual(variant.decidingTypes, ["HomeCoordinator"])
  }

  func testTheLongestStemWinsAndModulePrefixesAreDropped() {
    let stems = ["Profile", "MyProfile", "Feed"]
    XCTAssertEqual(TypeCoupling.screen(ofType: "MyProfilePresenter", stems: stems), "MyProfile")
    XCTAssertEqual(TypeCoupling.screen(ofType: "ProfileCoordinator", stems: stems), "Profile")
    XCTAssertEqual(
      TypeCoupling.screen(ofType: "TownsquareVIPER.FeedInteractor", stems: stems), "Feed")
    XCTAssertNil(TypeCoupling.screen(ofType: "Feeds", stems: stems), "a stem ends at a word")
    XCTAssertNil(TypeCoupling.screen(ofType: "HomeCoordinator", stems: stems))
  }
}
