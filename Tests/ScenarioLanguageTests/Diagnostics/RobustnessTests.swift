import ScenarioLanguage
import XCTest

/// Whatever is thrown at it, the parser answers with diagnostics that point into the file.
final class RobustnessTests: XCTestCase {
  /// A fixed-seed generator, so that a failure can be reproduced.
  private struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  private let pieces = [
    "scenario", "end", "given", "onboarded", "logged-in", "launch", "tap", "type", "back",
    "cancelled", "swipe-down", "tab", "open", "expect", "screen", "hierarchy", "text", "no-leaks",
    "\"", "\\", "\\\"", "#", "@", "@a", "(", ")", "PostDetail(", "Feed", "Home", "[", "]", "{", "}",
    ">", "^", "Tabs", " ", "\t", "\r", "\r\n", "\n", "é", "👋🏽", "ana@example.com", "\"[Login]\"",
    "\"x\"", "", "Tap", "3",
  ]

  func testRandomInputNeverCrashesAndEveryCaretPointsIntoItsLine() throws {
    var generator = Generator(state: 2024)
    var diagnosticsSeen = 0
    for _ in 0..<400 {
      var source = ""
      for _ in 0..<generator.next(60) {
        source += pieces[generator.next(pieces.count)]
        if generator.next(4) == 0 { source += " " }
      }
      let result = ScenarioParser.parse(source: source, path: "fuzz", vocabulary: .townsquare)
      let lines = source.split(omittingEmptySubsequences: false) {
        $0 == "\n" || $0 == "\r\n" || $0 == "\r"
      }.map(String.init)
      diagnosticsSeen += result.diagnostics.count
      for diagnostic in result.diagnostics {
        let location = try XCTUnwrap(diagnostic.location)
        XCTAssertEqual(diagnostic.sourceLine, lines[location.line - 1], source)
        XCTAssertTrue(
          (1...lines[location.line - 1].count + 1).contains(location.column), diagnostic.rendered)
      }
    }
    XCTAssertGreaterThan(diagnosticsSeen, 1000, "the generated input should be mostly wrong")
  }
}
