import ScenarioLanguage
import XCTest

/// What an error shows of a hostile line: escape codes as text, a window of a huge line, the
/// caret still under the column it names.
final class HostileLineTests: XCTestCase {
  func testControlCharactersInTheLineAreShownEscapedAndTheCaretFollows() {
    let diagnostic = Script.parse("scenario \"S\"\n  launch\n  tap \u{1B}[2J \u{7}x_y\nend")
      .diagnostics[0]
    XCTAssertEqual(diagnostic.location?.column, 7)
    XCTAssertEqual(
      diagnostic.rendered.split(separator: "\n").dropFirst().joined(separator: "\n"),
      "  tap \\u{1B}[2J \\u{7}x_y\n      ^")
  }

  func testAnOverlongLineIsShownAsAWindowAroundTheCaret() {
    let line = "  expect text title \"" + String(repeating: "a", count: 100_000) + "\" extra"
    let diagnostic = Script.parse("scenario \"S\"\n  launch\n" + line + "\nend").diagnostics[0]
    XCTAssertEqual(diagnostic.location?.column, 100_024)
    let shown = diagnostic.rendered.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(shown.count, 3)
    XCTAssertTrue(shown[1].hasPrefix("…aaa"), String(shown[1]))
    XCTAssertTrue(shown[1].hasSuffix("a\" extra"), String(shown[1]))
    XCTAssertLessThanOrEqual(shown[1].count, 162)
    let caret = shown[2].count - 1
    XCTAssertEqual(Array(shown[1])[caret], "e", "the caret is under 'extra'")
    XCTAssertEqual(shown[2].last, "^")
  }

  func testAnOverlongWordIsShortenedInTheMessage() {
    let word = String(repeating: "z", count: 50_000)
    let diagnostic = Script.parse("scenario \"S\"\n  launch\n  \(word)\nend").diagnostics[0]
    let header = String(diagnostic.rendered.split(separator: "\n")[0])
    XCTAssertTrue(header.contains("…(50002 characters)…"), "the quoted word, quotes included")
    XCTAssertTrue(header.hasSuffix("zzz'"), header)
    XCTAssertLessThan(header.count, 400)
  }

  func testSanitizedKeepsTabsAndLineBreaksAndEscapesTheRest() {
    XCTAssertEqual(TerminalText.sanitized("a\tb\nc"), "a\tb\nc")
    XCTAssertEqual(
      TerminalText.sanitized("\u{0}\u{7F}\u{9B}\u{202E}é"), "\\u{0}\\u{7F}\\u{9B}\\u{202E}é")
  }

  func testAWordFarLongerThanAnyCommandIsNotSuggestedOne() {
    XCTAssertNil(
      Suggestion.nearest(to: String(repeating: "t", count: 1_000_000), in: ["tap", "type"]))
    XCTAssertEqual(Suggestion.nearest(to: "tapp", in: ["tap", "type"]), "tap")
  }
}
