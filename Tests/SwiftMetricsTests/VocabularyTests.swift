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
}
