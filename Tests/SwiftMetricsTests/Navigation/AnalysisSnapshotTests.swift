import Foundation
import XCTest

@testable import SwiftMetrics

/// Today's `analyze --json` of the fixtures and of Townsquare's variants, kept byte for byte:
/// any change of a graph, a metric or a file entry shows here, to be explained or fixed.
final class AnalysisSnapshotTests: XCTestCase {
  func testFixturesAnalyseAsTheirSnapshots() throws {
    for fixture in AnalysisSnapshot.fixtures {
      let result = SwiftAnalyzer.analyze(
        sources: fixture.sources, options: AnalysisSnapshot.options)
      try AnalysisSnapshot.check(try result.jsonData(), named: "fixture-" + fixture.name)
    }
  }

  func testTownsquareVariantsAnalyseAsTheirSnapshots() throws {
    let folders = try AnalysisSnapshot.variantFolders()
    XCTAssertGreaterThanOrEqual(folders.count, 4, "variants found: \(folders)")
    for folder in folders {
      try AnalysisSnapshot.check(try AnalysisSnapshot.variantJSON(folder), named: folder)
    }
  }
}
