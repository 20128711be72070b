import XCTest

@testable import SwiftMetrics

/// Test code is left out of screens, graph and totals unless asked for: a review is about the
/// app, and a test's `MockNavigationController` is no screen of it.
final class TestCodeTests: XCTestCase {
  private static let sources: [(path: String, text: String)] = [
    (
      "App/Feed/FeedViewController.swift",
      """
      import UIKit
      final class FeedViewController: UIViewController {
        func openDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
        func openFallback() { navigationController?.pushViewController(MockViewController(), animated: true) }
      }
      final class DetailViewController: UIViewController {}
      """
    ),
    (
      "App/AppTests/FeedViewControllerTests.swift",
      """
      import XCTest
      final class FeedViewControllerTests: XCTestCase {
        func testPush() { ProbeViewController().open() }
      }
      final class ProbeViewController: UIViewController {
        func open() { present(FeedViewController(), animated: false) }
      }
      """
    ),
    (
      "App/Tests/Helpers.swift",
      "final class HelperViewController: UIViewController {}\n"
    ),
    (
      "App/Support/MockNavigationController.swift",
      """
      import UIKit
      final class MockNavigationController: UINavigationController {}
      final class MockViewController: UIViewController {}
      final class SpyRouter {}
      """
    ),
    (
      "App/Support/Mockingbird.swift",
      "final class Mockingbird {}\n"
    ),
  ]

  private func analyze(includeTests: Bool) -> AnalysisResult {
    var options = AnalysisOptions()
    options.includeTests = includeTests
    return SwiftAnalyzer.analyze(sources: Self.sources, options: options)
  }

  func testTestFoldersFilesAndDoublesAreLeftOutByDefault() {
    let result = analyze(includeTests: false)
    XCTAssertEqual(
      result.types.map(\.name).sorted(),
      ["DetailViewController", "FeedViewController", "Mockingbird"])
    XCTAssertEqual(
      result.navigation.screens.map(\.type).sorted(),
      ["DetailViewController", "FeedViewController"])
    XCTAssertEqual(
      result.files.map(\.path),
      ["App/Feed/FeedViewController.swift", "App/Support/Mockingbird.swift"])
  }

  func testIncludeTestsAnalysesThemToo() {
    let result = analyze(includeTests: true)
    let names = Set(result.types.map(\.name))
    for name in [
      "ProbeViewController", "HelperViewController", "MockNavigationController", "SpyRouter",
    ] {
      XCTAssertTrue(names.contains(name), name)
    }
    XCTAssertTrue(result.navigation.edges.contains { $0.from == "ProbeViewController" })
    XCTAssertTrue(result.navigation.edges.contains { $0.to == "MockViewController" })
  }

  func testPrefixMustEndTheWordToMarkADouble() {
    XCTAssertTrue(TestCode.isTestTypeName("MockRouter"))
    XCTAssertTrue(TestCode.isTestTypeName("Stub_API"))
    XCTAssertFalse(TestCode.isTestTypeName("Mockingbird"))
    XCTAssertFalse(TestCode.isTestTypeName("Spyglass"))
  }
}
