import XCTest

@testable import SwiftMetrics

/// Comments, names, punctuation, numbers and operators.
final class TokenizerTests: XCTestCase {
  func testLineComment() {
    let lexed = Lexed("let a = 1 // note Foo\nlet b")
    XCTAssertEqual(lexed.tokens(.lineComment), ["// note Foo"])
    XCTAssertEqual(lexed.identifiers, ["a", "b"])
  }

  func testDocLineComment() {
    XCTAssertEqual(Lexed("/// Documents Foo\n").kinds, [.docLineComment])
  }

  func testFourSlashesIsAPlainLineComment() {
    XCTAssertEqual(Lexed("//// banner\n").kinds, [.lineComment])
  }

  func testBlockComment() {
    let lexed = Lexed("a /* Foo\n Bar */ b")
    XCTAssertEqual(lexed.pairs, ["identifier:a", "blockComment:/* Foo\n Bar */", "identifier:b"])
    XCTAssertEqual(lexed.result.tokens.last?.line, 2)
  }

  func testDocBlockComment() {
    XCTAssertEqual(Lexed("/** doc */ /**/").kinds, [.docBlockComment, .blockComment])
  }

  func testNestedBlockComment() {
    let lexed = Lexed("/* outer /* inner Foo */ still comment */ x")
    XCTAssertEqual(lexed.kinds, [.blockComment, .identifier])
    XCTAssertEqual(lexed.identifiers, ["x"])
  }

  func testUnterminatedBlockCommentReportsItsStartAndEndsTheFile() {
    let lexed = Lexed("let a = 1\n  /* open /* nested */\nclass Foo {}")
    XCTAssertEqual(lexed.diagnostics, ["2:3: unterminated block comment"])
    XCTAssertEqual(lexed.identifiers, ["a"])
  }

  func testShebangLineIsAComment() {
    XCTAssertEqual(Lexed("#!/usr/bin/env swift\nprint(1)").kinds.first, .lineComment)
  }

  func testKeywordsAreReservedWordsOnly() {
    let lexed = Lexed("class actor some Foo")
    XCTAssertEqual(lexed.kinds, [.keyword, .identifier, .identifier, .identifier])
  }

  func testBacktickedKeywordIsAnIdentifierNamedWithoutBackticks() {
    let lexed = Lexed("let `class` = `Foo`")
    XCTAssertEqual(lexed.identifiers, ["class", "Foo"])
    XCTAssertEqual(lexed.kinds, [.keyword, .identifier, .operator, .identifier])
  }

  func testUnterminatedBacktickIsReportedAndScanningGoesOn() {
    let lexed = Lexed("let `open = 1\nlet b")
    XCTAssertEqual(lexed.diagnostics, ["1:5: unterminated backticked identifier"])
    XCTAssertEqual(lexed.identifiers, ["open", "b"])
  }

  func testDollarClosureParameters() {
    XCTAssertEqual(Lexed("$0 + $12").tokens(.dollarIdentifier), ["$0", "$12"])
  }

  func testDollarPropertyWrapperProjection() {
    XCTAssertEqual(Lexed("$value.sink").kinds, [.dollarIdentifier, .period, .identifier])
  }

  func testAttributeIsOneTokenNamedByItsSymbol() {
    let lexed = Lexed("@MainActor final class A {}")
    XCTAssertEqual(lexed.kinds.first, .attribute)
    XCTAssertEqual(lexed.symbols.name(lexed.result.tokens[0].symbol), "MainActor")
  }

  func testAttributeArgumentsAreOrdinaryTokens() {
    let lexed = Lexed("@available(iOS 13, *)")
    XCTAssertEqual(
      lexed.pairs,
      [
        "attribute:@available", "leftParen:(", "identifier:iOS", "number:13", "comma:,",
        "operator:*", "rightParen:)",
      ])
  }

  func testLoneAtSignIsReported() {
    XCTAssertEqual(Lexed("@ 1").diagnostics, ["1:1: expected an attribute name after '@'"])
  }

  func testIfDirectiveTakesItsConditionButNotATrailingComment() {
    let lexed = Lexed("#if os(iOS) && DEBUG // why\nlet a\n#endif")
    XCTAssertEqual(
      lexed.pairs,
      [
        "directive:#if os(iOS) && DEBUG ", "lineComment:// why", "keyword:let", "identifier:a",
        "directive:#endif",
      ])
  }

  func testElseIfAndElseDirectives() {
    let lexed = Lexed("#if A\n#elseif B\n#else\n#endif")
    XCTAssertEqual(lexed.kinds, [.directive, .directive, .directive, .directive])
    XCTAssertEqual(lexed.texts[1], "#elseif B")
  }

  func testPoundKeywordsAndMacros() {
    let lexed = Lexed("#selector(tap) #Preview")
    XCTAssertEqual(lexed.tokens(.poundKeyword), ["#selector", "#Preview"])
  }

  func testStrayPoundIsReported() {
    XCTAssertEqual(Lexed("# x").diagnostics, ["1:1: unexpected '#'"])
  }

  func testCompoundOperators() {
    XCTAssertEqual(Lexed("a += b ?? c").tokens(.operator), ["+=", "??"])
  }

  func testRangeOperatorsStartWithADot() {
    XCTAssertEqual(Lexed("0..<n; 1...2").tokens(.operator), ["..<", "..."])
  }

  func testArrowAndGenericAngles() {
    XCTAssertEqual(Lexed("func f<T>() -> T?").tokens(.operator), ["<", ">", "->", "?"])
  }

  func testOptionalChainingSplitsQuestionMarkFromDot() {
    XCTAssertEqual(Lexed("a?.b").kinds, [.identifier, .operator, .period, .identifier])
  }

  func testOperatorEndsWhereACommentBegins() {
    XCTAssertEqual(Lexed("a+/*c*/b").kinds, [.identifier, .operator, .blockComment, .identifier])
  }

  func testUnicodeOperator() {
    XCTAssertEqual(Lexed("a ≥ b").tokens(.operator), ["≥"])
  }

  func testUnicodeIdentifiers() {
    XCTAssertEqual(Lexed("let café = 1; let 🐶 = 2").identifiers, ["café", "🐶"])
  }

  func testIntegerLiterals() {
    XCTAssertEqual(
      Lexed("1 1_000 0xFF 0b1010 0o17").tokens(.number), ["1", "1_000", "0xFF", "0b1010", "0o17"])
  }

  func testFloatingPointLiterals() {
    XCTAssertEqual(Lexed("1.5e-3 0x1.8p3 2E10").tokens(.number), ["1.5e-3", "0x1.8p3", "2E10"])
  }

  func testMemberAccessOnAnIntegerIsNotAFraction() {
    XCTAssertEqual(Lexed("1.description").kinds, [.number, .period, .identifier])
  }

  func testTupleIndicesAreIntegersOnly() {
    XCTAssertEqual(
      Lexed("t.0.1").kinds, [.identifier, .period, .number, .period, .number])
  }

  func testMalformedNumberIsReported() {
    let lexed = Lexed("let x = 12abc")
    XCTAssertEqual(lexed.diagnostics, ["1:9: malformed number literal"])
    XCTAssertEqual(lexed.tokens(.number), ["12abc"])
  }

  func testKeyPathBackslash() {
    XCTAssertEqual(
      Lexed(#"\Person.name"#).kinds, [.backslash, .identifier, .period, .identifier])
  }

  func testPunctuation() {
    XCTAssertEqual(
      Lexed("({[,:;]})").kinds,
      [
        .leftParen, .leftBrace, .leftBracket, .comma, .colon, .semicolon, .rightBracket,
        .rightBrace, .rightParen,
      ])
  }
}
