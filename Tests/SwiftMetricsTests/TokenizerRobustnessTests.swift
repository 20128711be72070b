import XCTest

@testable import SwiftMetrics

/// Bad bytes, line counting, and inputs that must never crash or hang.
final class TokenizerRobustnessTests: XCTestCase {
  func testInvalidUTF8IsReportedWithItsLocation() {
    var table = SymbolTable()
    let bytes: [UInt8] = Array("let a = 1\nlet ".utf8) + [0xFF, 0xC3] + Array(" b".utf8)
    let result = bytes.withUnsafeBufferPointer { buffer -> [LexDiagnostic] in
      var tokens: [Token] = []
      return Tokenizer.tokenize(buffer, symbols: &table, into: &tokens, keepComments: true)
        .diagnostics
    }
    XCTAssertEqual(result.map(\.message), ["invalid UTF-8 byte 0xFF", "invalid UTF-8 byte 0xC3"])
    XCTAssertEqual(result.map(\.line), [2, 2])
  }

  func testInvalidUTF8InsideACommentIsReported() {
    let bytes: [UInt8] = Array("// a ".utf8) + [0xE0, 0x80] + Array("\n".utf8)
    var table = SymbolTable()
    let messages = bytes.withUnsafeBufferPointer { buffer -> [String] in
      var tokens: [Token] = []
      return Tokenizer.tokenize(buffer, symbols: &table, into: &tokens, keepComments: true)
        .diagnostics.map(\.message)
    }
    XCTAssertEqual(messages, ["invalid UTF-8 byte 0xE0", "invalid UTF-8 byte 0x80"])
  }

  func testStrayCharactersAreReported() {
    let lexed = Lexed("let c = 'x'\u{1}")
    XCTAssertEqual(
      lexed.diagnostics,
      [
        "1:9: unexpected character '''", "1:11: unexpected character '''",
        "1:12: unexpected character byte 0x01",
      ])
    XCTAssertEqual(lexed.identifiers, ["c", "x"])
  }

  func testNulByteIsReported() {
    XCTAssertEqual(Lexed("a\u{0}b").diagnostics, ["1:2: unexpected character byte 0x00"])
  }

  func testUnmatchedClosingParenthesisIsAToken() {
    XCTAssertEqual(Lexed("a))").kinds, [.identifier, .rightParen, .rightParen])
  }

  func testCodeLinesSkipBlankAndCommentLines() {
    let source = """
      // header

      import Foundation
      /* block
         comment */
      let a = 1 // trailing

      /// doc
      func f() {}
      """
    XCTAssertEqual(Lexed(source).result.codeLines, 3)
    XCTAssertEqual(Lexed(source).result.lineCount, 9)
  }

  func testLinesOfAMultilineStringAreCode() {
    XCTAssertEqual(Lexed("let s = \"\"\"\n\n  a\n  \"\"\"\n").result.codeLines, 4)
  }

  func testCodeAfterABlockCommentOnItsLastLineCounts() {
    XCTAssertEqual(Lexed("/* a\n */ let b = 1").result.codeLines, 1)
  }

  func testCRLFLineEndings() {
    let lexed = Lexed("let a = 1\r\n// c\r\nlet b = \"x\"\r\n")
    XCTAssertEqual(lexed.result.codeLines, 2)
    XCTAssertEqual(lexed.result.tokens.last?.line, 3)
    XCTAssertTrue(lexed.diagnostics.isEmpty)
  }

  func testEmptyInput() {
    let lexed = Lexed("")
    XCTAssertEqual(lexed.kinds, [])
    XCTAssertEqual(lexed.result.codeLines, 0)
  }

  func testByteOrderMarkIsIgnored() {
    XCTAssertEqual(Lexed("\u{FEFF}let a").kinds, [.keyword, .identifier])
  }

  func testCommentsCanBeLeftOut() {
    XCTAssertEqual(Lexed("a // b\n/* c */", keepComments: false).kinds, [.identifier])
  }

  func testRandomBytesNeverCrashOrHang() {
    var generator = SeededGenerator(seed: 42)
    let alphabet =
      Array("abcXYZ019 _\\\"#$@`/*(){}[]<>=+-.,:;'?!".utf8) + [0x0A, 0xFF, 0xC3, 0xE2]
    for _ in 0..<300 {
      let length = Int.random(in: 0...200, using: &generator)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
      assertWellFormedTokens(bytes)
    }
  }

  func testEveryPrefixOfAFileTokenizes() {
    let source = Array(
      """
      @MainActor final class A: B { // c
        let s = "x \\(f("y", #"z"#)) \"\"\" w"
        let m = \"\"\"
          m \\(a)
          \"\"\"
        let r = #/re/#; let q = /ab/
        /* nested /* c */ */ func g() { $0 }
      }
      """.utf8)
    for end in 0...source.count { assertWellFormedTokens(Array(source[0..<end])) }
  }

  /// Tokens are in order, inside the input, and each is non-empty.
  private func assertWellFormedTokens(
    _ bytes: [UInt8], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    var table = SymbolTable()
    var tokens: [Token] = []
    _ = bytes.withUnsafeBufferPointer {
      Tokenizer.tokenize($0, symbols: &table, into: &tokens, keepComments: true)
    }
    var previousEnd: Int32 = 0
    for token in tokens {
      XCTAssertGreaterThanOrEqual(token.start, previousEnd, file: file, line: line)
      XCTAssertGreaterThan(token.end, token.start, file: file, line: line)
      XCTAssertLessThanOrEqual(Int(token.end), bytes.count, file: file, line: line)
      previousEnd = token.start
    }
  }
}

/// A small deterministic generator, so that the random inputs are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}
