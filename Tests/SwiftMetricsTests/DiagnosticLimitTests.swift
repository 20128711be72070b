import XCTest

@testable import SwiftMetrics

/// Diagnostics are capped per file, and placed where the problem starts.
final class DiagnosticLimitTests: XCTestCase {
  private func analyze(_ files: [(path: String, text: String)]) -> AnalysisResult {
    SwiftAnalyzer.analyze(sources: files, options: AnalysisOptions())
  }

  /// 20,000 unclosed `{` on line 1 (columns 1…20000): the first 20 are listed (columns 1–20),
  /// then one line at column 21 for the other 19,980. The totals still count all 20,000.
  func testTwentyThousandNestedBracesGiveTwentyOneLines() {
    let result = analyze([("App/Deep.swift", String(repeating: "{", count: 20_000))])
    XCTAssertEqual(result.diagnostics.count, 21)
    XCTAssertEqual(
      result.diagnostics.prefix(2).map(\.description),
      [
        "App/Deep.swift:1:1: missing '}' for this '{'",
        "App/Deep.swift:1:2: missing '}' for this '{'",
      ])
    XCTAssertEqual(
      result.diagnostics.last?.description, "App/Deep.swift:1:21: … and 19980 more in this file")
    XCTAssertEqual(result.totals.diagnostics, 20_000)
  }

  /// The cap is per file: 21 unclosed braces in one file (20 lines + 1 counting the last) and
  /// 3 in another (3 lines); 24 in the totals.
  func testTheCapIsPerFileAndTheOutputIsDeterministic() {
    let files = [
      ("App/A.swift", String(repeating: "{\n", count: 21)),
      ("App/B.swift", "{ {\n{"),
    ]
    let forward = analyze(files)
    XCTAssertEqual(
      forward.diagnostics.filter { $0.file == "App/A.swift" }.count, 21)
    XCTAssertEqual(
      forward.diagnostics.last { $0.file == "App/A.swift" }?.description,
      "App/A.swift:21:1: … and 1 more in this file")
    XCTAssertEqual(
      forward.diagnostics.filter { $0.file == "App/B.swift" }.map(\.description),
      [
        "App/B.swift:1:1: missing '}' for this '{'", "App/B.swift:1:3: missing '}' for this '{'",
        "App/B.swift:2:1: missing '}' for this '{'",
      ])
    XCTAssertEqual(forward.totals.diagnostics, 24)
    XCTAssertEqual(try forward.jsonData(), try analyze(files.reversed()).jsonData())
  }

  /// Thirty lines of `{ ^A`: the tokenizer finds each stray byte as it goes, the parser each
  /// unclosed brace only at the end of the file. The list is still in source order, both kinds
  /// interleaved, and all 60 are counted.
  func testTheFirstProblemsAreListedInSourceOrderWhoeverFoundThem() {
    let text = String(repeating: "{ \u{1}\n", count: 30)
    let result = analyze([("App/A.swift", text)])
    XCTAssertEqual(result.diagnostics.count, 21)
    XCTAssertEqual(
      result.diagnostics.prefix(3).map(\.description),
      [
        "App/A.swift:1:1: missing '}' for this '{'",
        "App/A.swift:1:3: unexpected character byte 0x01",
        "App/A.swift:2:1: missing '}' for this '{'",
      ])
    XCTAssertEqual(
      result.diagnostics[19].description, "App/A.swift:10:3: unexpected character byte 0x01")
    XCTAssertEqual(
      result.diagnostics.last?.description, "App/A.swift:11:1: … and 40 more in this file")
    XCTAssertEqual(result.totals.diagnostics, 60)
  }

  func testTwentyProblemsAreAllListed() {
    let result = analyze([("App/A.swift", String(repeating: "{", count: 20))])
    XCTAssertEqual(result.diagnostics.count, 20)
    XCTAssertFalse(result.diagnostics.contains { $0.message.contains("more in this file") })
  }

  /// `let greeting = "Привет, \(user` with no line break at the end: the `\` is byte column 31
  /// (15 bytes of `let greeting = `, the quote at 16, 12 bytes of Привет, `,` and a space).
  /// The line has 30 characters, so counted in characters column 31 looks like the end of the
  /// file; columns count bytes, as swiftc's do (it reports the `(`, column 32).
  func testUnterminatedInterpolationIsReportedWhereItOpens() {
    let lexed = Lexed("let a = 1\nlet greeting = \"Привет, \\(user")
    XCTAssertEqual(lexed.diagnostics, ["2:31: unterminated string interpolation"])
    let multiline = Lexed("let s = \"\"\"\n  hi \\(name\n  more\n")
    XCTAssertEqual(multiline.diagnostics, ["2:6: unterminated string interpolation"])
  }

  /// swiftc reports `editor placeholder in source file` at 2:5 and 4:12 for this source.
  func testEditorPlaceholderIsOneDiagnosticAtItsStart() {
    let lexed = Lexed("func f() {\n    <#code#>\n}\nlet q = \"\\(<#x#>)\"\nlet t = <#T##Int#> < 2")
    XCTAssertEqual(
      lexed.diagnostics,
      ["2:5: editor placeholder", "4:12: editor placeholder", "5:9: editor placeholder"])
    XCTAssertEqual(lexed.tokens(.identifier), ["f", "<#code#>", "q", "<#x#>", "t", "<#T##Int#>"])
    XCTAssertEqual(lexed.tokens(.operator), ["=", "=", "<"])
    let unclosed = Lexed("let b = a <#c")
    XCTAssertEqual(unclosed.diagnostics, [])
    XCTAssertEqual(unclosed.tokens(.operator), ["=", "<"])
  }
}
