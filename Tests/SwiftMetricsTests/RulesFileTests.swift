import SwiftMetrics
import XCTest

/// The rules file: what it accepts, and the file:line:column of what it refuses.
final class RulesFileTests: XCTestCase {
  func testEveryRuleWithCommentsAndAnyCase() throws {
    let file = try RulesFile.parse(
      """
      # VIPER
      deciders: Wireframe ROUTER   # wireframes and routers decide

      screens-known-by-a-screen:2
      flow-objects-handle-back-gesture
      no-screen-constructs-screen
      """, path: "viper.rules")
    XCTAssertEqual(file.deciders, [.wireframe, .router])
    XCTAssertEqual(file.screensKnownLimit, 2)
    XCTAssertEqual(file.rules, ArchitectureRule.allCases)
  }

  func testMistakesAreReportedWhereTheyStart() {
    let cases: [(String, String)] = [
      ("deciders: coordinator presentr", "r:1:23: error: unknown role 'presentr'"),
      ("\n  decider: coordinator", "r:2:3: error: unknown rule 'decider'"),
      ("deciders:", "r:1:10: error: rule 'deciders' needs one or more roles"),
      ("deciders coordinator", "r:1:9: error: expected ':' after 'deciders'"),
      (
        "screens-known-by-a-screen: two",
        "r:1:28: error: rule 'screens-known-by-a-screen' needs one whole number, 0 or more"
      ),
      (
        "screens-known-by-a-screen: -1",
        "r:1:28: error: rule 'screens-known-by-a-screen' needs one whole number, 0 or more"
      ),
      (
        "no-screen-constructs-screen: yes",
        "r:1:30: error: rule 'no-screen-constructs-screen' takes no value"
      ),
      ("deciders: view\ndeciders: coordinator", "r:2:1: error: rule 'deciders' is stated twice"),
      ("# nothing\n", "r:2:1: error: no rule in the file"),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try RulesFile.parse(text, path: "r"), text) { error in
        XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)")
      }
    }
  }

  func testABaselineCountsRepeatedKeysAndIgnoresLines() throws {
    let old = [
      RuleViolation(rule: .deciders, file: "A.swift", line: 3, message: "m", key: ["A", "push"])
    ]
    let baseline = try RuleBaseline.parse(RuleBaseline(old).rendered, path: "b")
    let moved = RuleViolation(
      rule: .deciders, file: "A.swift", line: 9, message: "m", key: ["A", "push"])
    let second = RuleViolation(
      rule: .deciders, file: "A.swift", line: 12, message: "m", key: ["A", "push"])
    XCTAssertEqual(baseline.newViolations([moved]), [])
    XCTAssertEqual(baseline.newViolations([moved, second]), [second])
    XCTAssertThrowsError(try RuleBaseline.parse("# header\nnot a key\n", path: "b")) { error in
      XCTAssertEqual(
        "\(error)",
        "b:2:1: error: not a baseline entry (expected rule, file and subject separated by tabs, as written by --write-baseline)"
      )
    }
  }

  /// Any text is either a rules file or an error at a place inside it: never a crash, never a
  /// place outside the text.
  func testGarbledFilesFailAtAPlaceInside() {
    let pieces = [
      "deciders", ":", " ", "coordinator", "view,", "#", "\n", "\r\n", "\t", "-1", "2",
      "screens-known-by-a-screen", "no-screen-constructs-screen", "é", "::", "x",
    ]
    var seed: UInt64 = 27
    for _ in 0..<500 {
      var text = ""
      for _ in 0..<(Int(seed % 12) + 1) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text += pieces[Int(seed >> 33) % pieces.count]
      }
      do {
        _ = try RulesFile.parse(text, path: "g")
      } catch {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(
          (1...max(1, lines.count)).contains(error.line), "\(error) for \(text.debugDescription)")
        let length = lines.indices.contains(error.line - 1) ? lines[error.line - 1].utf8.count : 0
        XCTAssertTrue(
          (1...length + 1).contains(error.column), "\(error) for \(text.debugDescription)")
      }
    }
  }
}
