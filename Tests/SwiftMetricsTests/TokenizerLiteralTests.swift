import XCTest

@testable import SwiftMetrics

/// String and regex literals: what is inside them is never a name, except in interpolations.
final class TokenizerLiteralTests: XCTestCase {
  func testPlainStringIsOneSegment() {
    let lexed = Lexed(#"let s = "Foo Bar""#)
    XCTAssertEqual(lexed.tokens(.stringSegment), [#""Foo Bar""#])
    XCTAssertEqual(lexed.identifiers, ["s"])
  }

  func testEmptyString() {
    XCTAssertEqual(Lexed(#"f("", x)"#).tokens(.stringSegment), [#""""#])
  }

  func testEscapedQuoteAndBackslashDoNotEndTheString() {
    let lexed = Lexed(#""a\"b\\" + c"#)
    XCTAssertEqual(lexed.tokens(.stringSegment), [#""a\"b\\""#])
    XCTAssertEqual(lexed.identifiers, ["c"])
  }

  func testInterpolationTokensComeBetweenSegments() {
    let lexed = Lexed(#""Hi \(name)!""#)
    XCTAssertEqual(
      lexed.pairs, [#"stringSegment:"Hi \("#, "identifier:name", #"stringSegment:)!""#])
  }

  func testInterpolationWithNestedParentheses() {
    let lexed = Lexed(#""\(f(g(1), (2)))" x"#)
    XCTAssertEqual(lexed.identifiers, ["f", "g", "x"])
    XCTAssertEqual(lexed.tokens(.stringSegment), [#""\("#, #")""#])
  }

  func testStringInsideInterpolation() {
    let lexed = Lexed(#""a \(dict["Foo"] ?? "none") b""#)
    XCTAssertEqual(lexed.identifiers, ["dict"])
    XCTAssertEqual(lexed.tokens(.stringSegment), [#""a \("#, #""Foo""#, #""none""#, #") b""#])
  }

  func testInterpolatedStringInsideInterpolation() {
    let lexed = Lexed(#""\("in \(Inner.x) out") done" + y"#)
    XCTAssertEqual(lexed.identifiers, ["Inner", "x", "y"])
    XCTAssertTrue(lexed.diagnostics.isEmpty)
  }

  func testClosureInsideInterpolation() {
    let lexed = Lexed(#""\(items.map { $0.name }.joined())""#)
    XCTAssertEqual(lexed.identifiers, ["items", "map", "name", "joined"])
  }

  func testMultilineString() {
    let lexed = Lexed("let s = \"\"\"\n  Foo \"quoted\" \"\"two\"\"\n  \"\"\"\nlet t")
    XCTAssertEqual(lexed.identifiers, ["s", "t"])
    XCTAssertEqual(lexed.tokens(.stringSegment).count, 1)
    XCTAssertEqual(lexed.result.tokens.last?.line, 4)
  }

  func testMultilineStringInterpolation() {
    let lexed = Lexed("\"\"\"\n  a \\(value) b\n  \"\"\"")
    XCTAssertEqual(lexed.identifiers, ["value"])
    XCTAssertTrue(lexed.diagnostics.isEmpty)
  }

  func testMultilineStringLineContinuationEscape() {
    let lexed = Lexed("\"\"\"\n  a \\\n  b\n  \"\"\" + c")
    XCTAssertEqual(lexed.identifiers, ["c"])
    XCTAssertTrue(lexed.diagnostics.isEmpty)
  }

  func testMultilineStringMustStartOnANewLine() {
    XCTAssertEqual(
      Lexed("let s = \"\"\"text\n\"\"\"").diagnostics,
      ["1:9: multi-line string literal content must begin on a new line"])
  }

  func testRawStringKeepsBackslashesAndQuotes() {
    let lexed = Lexed(##"#"a "quoted" \n \(notInterpolated)"# + b"##)
    XCTAssertEqual(lexed.identifiers, ["b"])
    XCTAssertTrue(lexed.diagnostics.isEmpty)
  }

  func testRawStringWithTwoHashesIgnoresQuoteHash() {
    let lexed = Lexed(###"##"a "# still"## + b"###)
    XCTAssertEqual(lexed.tokens(.stringSegment), [###"##"a "# still"##"###])
  }

  func testRawStringInterpolationUsesHashes() {
    let lexed = Lexed(##"#"\#(shown) \(hidden)"#"##)
    XCTAssertEqual(lexed.identifiers, ["shown"])
  }

  func testRawMultilineString() {
    let lexed = Lexed("#\"\"\"\n  \"\"\" inside \\#(x)\n  \"\"\"# + y")
    XCTAssertEqual(lexed.identifiers, ["x", "y"])
    XCTAssertTrue(lexed.diagnostics.isEmpty)
  }

  func testUnicodeEscapes() {
    XCTAssertTrue(Lexed(#""\u{1F600}\u{41}""#).diagnostics.isEmpty)
    XCTAssertEqual(Lexed(#""\u{zz}""#).diagnostics, ["1:2: invalid unicode escape"])
  }

  func testInvalidEscapeIsReportedAndTheStringStillEnds() {
    let lexed = Lexed(#""a\qb" + c"#)
    XCTAssertEqual(lexed.diagnostics, ["1:3: invalid escape sequence"])
    XCTAssertEqual(lexed.identifiers, ["c"])
  }

  func testUnterminatedStringEndsAtTheLineBreak() {
    let lexed = Lexed("let s = \"open Foo\nlet t = 1")
    XCTAssertEqual(lexed.diagnostics, ["1:9: unterminated string literal"])
    XCTAssertEqual(lexed.identifiers, ["s", "t"])
  }

  func testUnterminatedInterpolationEndsAtTheLineBreak() {
    let lexed = Lexed("let s = \"a \\(f(1\nlet t = 2")
    XCTAssertEqual(lexed.diagnostics, ["1:12: unterminated string interpolation"])
    XCTAssertEqual(lexed.identifiers, ["s", "f", "t"])
  }

  func testUnterminatedMultilineStringRunsToTheEnd() {
    let lexed = Lexed("let s = \"\"\"\nclass Foo {}\n")
    XCTAssertEqual(lexed.diagnostics, ["1:9: unterminated string literal"])
    XCTAssertEqual(lexed.identifiers, ["s"])
  }

  func testUnterminatedRawStringReportsTheHashes() {
    XCTAssertEqual(Lexed("x = #\"abc\"\n").diagnostics, ["1:5: unterminated string literal"])
  }

  func testBareRegexLiteral() {
    let lexed = Lexed("let r = /ab+c/")
    XCTAssertEqual(lexed.tokens(.regex), ["/ab+c/"])
  }

  func testRegexAsArgument() {
    XCTAssertEqual(Lexed(#"s.matches(of: /\d+\/x/)"#).tokens(.regex), [#"/\d+\/x/"#])
  }

  func testDivisionIsNotARegex() {
    let lexed = Lexed("let q = a / b / c")
    XCTAssertEqual(lexed.tokens(.regex), [])
    XCTAssertEqual(lexed.tokens(.operator), ["=", "/", "/"])
  }

  func testDivisionAfterParenthesisIsNotARegex() {
    XCTAssertEqual(Lexed("(a)/b/c").tokens(.regex), [])
  }

  func testSlashFollowedBySpaceIsAnOperator() {
    XCTAssertEqual(Lexed("x = / 2 /").tokens(.regex), [])
  }

  func testExtendedRegexLiteral() {
    let lexed = Lexed("let r = #/a/b c/# + d")
    XCTAssertEqual(lexed.tokens(.regex), ["#/a/b c/#"])
    XCTAssertEqual(lexed.identifiers, ["r", "d"])
  }

  func testMultilineExtendedRegex() {
    let lexed = Lexed("let r = #/\n  (?<name> Foo)\n/#\nlet t")
    XCTAssertEqual(lexed.tokens(.regex).count, 1)
    XCTAssertEqual(lexed.identifiers, ["r", "t"])
    XCTAssertEqual(lexed.result.codeLines, 4)
  }

  func testUnterminatedExtendedRegex() {
    let lexed = Lexed("let r = #/abc\nlet t")
    XCTAssertEqual(lexed.diagnostics, ["1:9: unterminated regex literal"])
    XCTAssertEqual(lexed.identifiers, ["r", "t"])
  }
}
