import Foundation
import ScenarioLanguage
import XCTest

/// The guide in Scenarios/README.md teaches by example; its examples (not its templates, which
/// hold `…` placeholders) must be valid scripts.
final class ReadmeExampleTests: XCTestCase {
  func testEveryScenarioExampleInTheGuideParses() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let guide = try String(
      contentsOf: root.appendingPathComponent("Scenarios/README.md"), encoding: .utf8)
    let blocks = guide.components(separatedBy: "```").enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
      .filter { $0.contains("\nscenario \"") && !$0.contains("…") }  // "…" marks a template
    XCTAssertFalse(blocks.isEmpty)
    for block in blocks {
      let result = ScenarioParser.parse(source: block, path: "README", vocabulary: .townsquare)
      XCTAssertEqual(result.diagnostics.map(\.rendered), [])
      XCTAssertEqual(result.file.scenarios.count, 1)
    }
  }
}
