import XCTest

@testable import SwiftMetrics

/// One vocabulary: a name the navigation graph follows makes its caller navigation-aware, and a
/// type the graph takes for a screen is a View by role.
final class VocabularyTests: XCTestCase {
  private func analyze(_ source: String) -> AnalysisResult {
    SwiftAnalyzer.analyze(sources: [("App/F.swift", source)], options: .init())
  }

  /// UIKit's `show(_:sender:)` draws a `show` edge, so its caller is navigation-aware.
  func testShowIsAnEdgeAndMakesItsCallerNavigationAware() {
    let result = analyze(
      """
      final class ListViewController: UIViewController {
        func open() { show(DetailViewController(), sender: self) }
      }
      final class DetailViewController: UIViewController {}
      """)
    XCTAssertEqual(
      result.navigation.edges.map { "\($0.from) \($0.kind.rawValue) \($0.to)" },
      ["ListViewController show DetailViewController"])
    XCTAssertEqual(result.navigationAwareTypes, ["ListViewController"])
  }

  /// A SwiftUI sheet draws a `sheet` edge, so the view applying it is navigation-aware.
  func testASwiftUISheetIsAnEdgeAndMakesItsViewNavigationAware() {
    let result = analyze(
      """
      struct ListView: View {
        @State var showing = false
        var body: some View {
          Text("x").sheet(isPresented: $showing) { DetailView() }
        }
      }
      struct DetailView: View { var body: some View { Text("d") } }
      """)
    XCTAssertEqual(result.navigation.edges.map(\.kind), [.sheet])
    XCTAssertEqual(result.navigationAwareTypes, ["ListView"])
  }

  /// Selecting a tab (`selectedIndex =`) draws no edge (the tab's edge is its container's) but
  /// is navigation, as `setSelectedIndex(_:)` is.
  func testSelectingATabIsNavigationWithoutAnEdge() {
    let result = analyze(
      """
      final class TabsViewController: UITabBarController {
        func select(_ index: Int) { selectedIndex = index }
      }
      """)
    XCTAssertTrue(result.navigation.edges.isEmpty)
    XCTAssertEqual(result.navigationAwareTypes, ["TabsViewController"])
    XCTAssertEqual(
      result.types.first { $0.name == "TabsViewController" }?.navigationReasons,
      ["assigns selectedIndex ×1"])
  }

  /// `UIHostingController` is a screen base, so a subclass named for no role is a View.
  func testAHostingControllerSubclassIsAView() {
    let result = analyze("final class Wrapper: UIHostingController<Text> {}")
    XCTAssertEqual(result.types.first { $0.name == "Wrapper" }?.role, .view)
  }

  func testEveryLifecyclePairIsMutual() {
    for row in Vocabulary.rows {
      guard case .lifecycle(let pair) = row.meaning else { continue }
      XCTAssertEqual(Vocabulary.lifecyclePair(of: pair), row.name)
    }
  }

  /// A router's `pushWireframe(_:)` or `dismissModule()` is a step of its own, read from the
  /// same rows as `push`; `presenter()` or `pushed()` only share a verb's letters.
  func testAStepsVerbFollowedByAWordNamesAStepMethod() {
    for name in ["push", "navigate", "pushWireframe", "dismissModule", "setRootModule"] {
      XCTAssertTrue(Vocabulary.isStepMethodName(name), name)
    }
    for name in ["presenter", "pushed", "popular", "showcase", "start"] {
      XCTAssertFalse(Vocabulary.isStepMethodName(name), name)
    }
  }

  /// An entry's callbacks are told by their first label, so
  /// `application(_:configurationForConnecting:options:)` is no deep link although it shares
  /// `options:` with `application(_:open:options:)`.
  func testEntryCallbacksAreToldByTheirFirstLabel() {
    let graph = NavigationGraphSupport.graph([
      (
        "App/AppDelegate.swift",
        """
        import UIKit
        final class HomeViewController: UIViewController {}
        final class LinkViewController: UIViewController {}
        final class SceneViewController: UIViewController {}
        final class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            window?.rootViewController = HomeViewController()
            return true
          }
          func application(
            _ app: UIApplication, open target: URL, options: [UIApplication.OpenURLOptionsKey: Any]
          ) -> Bool {
            window?.rootViewController = LinkViewController()
            return true
          }
          func application(
            _ application: UIApplication, configurationForConnecting session: UISceneSession,
            options: UIScene.ConnectionOptions
          ) -> UISceneConfiguration {
            window?.rootViewController = SceneViewController()
            return UISceneConfiguration()
          }
        }
        """
      )
    ])
    let froms = Dictionary(
      graph.edges.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    XCTAssertEqual(froms["HomeViewController"], "(launch)")
    XCTAssertEqual(froms["LinkViewController"], "(deep link)")
    XCTAssertEqual(froms["SceneViewController"], "(event)")
  }
}
