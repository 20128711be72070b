import Foundation
import XCTest

@testable import SwiftMetrics

/// Vendored third-party code (CocoaPods, Carthage, resolved Swift packages, copied-in
/// libraries) is left out of screens, graph and totals, and the totals say how many files.
final class VendoredCodeTests: XCTestCase {
  private static let app = """
    import UIKit
    final class FeedViewController: UIViewController {
      func openDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
    }
    final class DetailViewController: UIViewController {}
    """

  private static let library = """
    import UIKit
    public final class PickerViewController: UIViewController {
      public func openAlbum() { present(AlbumViewController(), animated: true) }
    }
    public final class AlbumViewController: UIViewController {}
    """

  private static let vendoredFolders = [
    "Pods/ImagePicker", "Carthage/Checkouts/ImagePicker/Sources", "SourcePackages/checkouts/Picker",
    "vendor/Picker", "Vendor", "ThirdParty/Picker", "third_party",
  ]

  func testVendoredFoldersAreLeftOutAndCounted() {
    var sources: [(path: String, text: String)] = [("App/Feed/FeedViewController.swift", Self.app)]
    for (index, folder) in Self.vendoredFolders.enumerated() {
      sources.append(("App/\(folder)/Picker\(index).swift", Self.library))
    }
    let result = SwiftAnalyzer.analyze(sources: sources, options: AnalysisOptions())
    XCTAssertEqual(
      result.types.map(\.name).sorted(), ["DetailViewController", "FeedViewController"])
    XCTAssertEqual(
      result.navigation.screens.map(\.type).sorted(),
      ["DetailViewController", "FeedViewController"])
    XCTAssertFalse(result.navigation.edges.contains { $0.to == "AlbumViewController" })
    XCTAssertEqual(result.totals.files, 1)
    XCTAssertEqual(result.totals.vendoredFilesLeftOut, Self.vendoredFolders.count)
    XCTAssertEqual(result.totals.testFilesLeftOut, 0)
    XCTAssertTrue(result.renderText().contains("vendored files left out"))
  }

  /// Left out even with `--include-tests`: a dependency is no more the app's code in a review
  /// of its tests.
  func testIncludeTestsKeepsVendoredCodeOut() {
    var options = AnalysisOptions()
    options.includeTests = true
    let result = SwiftAnalyzer.analyze(
      sources: [
        ("App/Feed/FeedViewController.swift", Self.app),
        ("App/Pods/Picker/PickerViewController.swift", Self.library),
      ], options: options)
    XCTAssertFalse(result.types.contains { $0.name == "PickerViewController" })
    XCTAssertEqual(result.totals.vendoredFilesLeftOut, 1)
  }

  /// A folder whose name only contains a vendored one (`PodcastPods`, `VendorPortal`) is the
  /// app's own.
  func testFoldersOnlyResemblingVendoredNamesAreKept() {
    let result = SwiftAnalyzer.analyze(
      sources: [
        ("App/Feed/FeedViewController.swift", Self.app),
        ("App/PodcastPods/PickerViewController.swift", Self.library),
        ("App/VendorPortal/Portal.swift", "final class VendorPortal {}\n"),
      ], options: AnalysisOptions())
    XCTAssertTrue(result.types.contains { $0.name == "PickerViewController" })
    XCTAssertTrue(result.types.contains { $0.name == "VendorPortal" })
    XCTAssertEqual(result.totals.vendoredFilesLeftOut, 0)
    XCTAssertFalse(result.renderText().contains("vendored files left out"))
  }

  /// Test files are counted the same way.
  func testTestFilesLeftOutAreCounted() {
    let result = SwiftAnalyzer.analyze(
      sources: [
        ("App/Feed/FeedViewController.swift", Self.app),
        ("App/AppTests/FeedTests.swift", "import XCTest\nfinal class FeedTests: XCTestCase {}\n"),
      ], options: AnalysisOptions())
    XCTAssertEqual(result.totals.testFilesLeftOut, 1)
    XCTAssertTrue(result.renderText().contains("test files left out"))
  }

  /// A storyboard inside a vendored folder draws no edge between the app's screens.
  func testStoryboardsInVendoredFoldersAreNotRead() {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
        <scenes>
          <scene sceneID="a"><objects>
            <viewController id="feed" customClass="FeedViewController" sceneMemberID="viewController">
              <connections><segue destination="detail" kind="presentation" id="s1"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="b"><objects>
            <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
          </objects></scene>
        </scenes>
      </document>
      """
    func edges(_ path: String) -> [String] {
      SwiftAnalyzer.analyze(
        sources: [("App/Feed/FeedViewController.swift", Self.app)],
        interfaces: [(path, storyboard)], options: AnalysisOptions()
      ).navigation.edges.filter { $0.kind == .segue }.map { "\($0.from) -> \($0.to)" }
    }
    XCTAssertEqual(
      edges("App/Base.lproj/Feed.storyboard"), ["FeedViewController -> DetailViewController"])
    XCTAssertEqual(edges("App/Pods/Picker/Feed.storyboard"), [])
  }
}
