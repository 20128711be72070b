import Foundation
import Harness
import Reporting
import SwiftMetrics
import XCTest

/// The review page's comparison is one rule for any code: each Townsquare variant's own
/// sources, analysed as a team's app, come out nearest to that variant; without the variants'
/// sources the page says so.
final class ReviewPageTests: XCTestCase {
  private var packageRoot: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }

  func testEachVariantIsNearestToItself() throws {
    for variant in VariantRegistry.all {
      let result = try SwiftAnalyzer.analyze(
        paths: [packageRoot + "/" + variant.sourcePath],
        options: AnalysisOptions(
          groupBy: .module, sharedPaths: [packageRoot + "/" + VariantRegistry.sharedSourcePath]))
      let page = ReviewPage.render(result, packageRoot: packageRoot)
      XCTAssertTrue(page.contains("Nearest: **\(variant.name)**.\n"), variant.name + "\n" + page)
    }
  }

  func testWithoutTheVariantsSourcesThePageSaysSo() throws {
    let result = SwiftAnalyzer.analyze(
      sources: [
        ("App/A.swift", "import UIKit\nfinal class AViewController: UIViewController {}\n")
      ],
      options: .init())
    let page = ReviewPage.render(result, packageRoot: "/nonexistent")
    XCTAssertTrue(page.contains("The Townsquare sources are not there"), page)
    XCTAssertFalse(page.contains("Nearest:"), page)
  }
}
