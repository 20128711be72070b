import ScenarioLanguage
import XCTest

final class LexicalTests: XCTestCase {
  func testCommentsMayFollowCommandsAndFillLines() {
    let source = """
      # file comment
      scenario "S"   # the title
          # indented comment
        launch# no space needed
        tap login #tap it
      end # done
      """
    let result = Script.parse(source)
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.file.scenarios[0].steps.map(\.command), [.launch, .tap("login")])
  }

  func testAHashInsideAStringIsText() {
    let source = Script.scenario("type bio \"a # b\"", "expect text bio \"#1\" # a real comment")
    XCTAssertEqual(
      Script.commands(source).dropFirst(), [.type("bio", "a # b"), .expectText("bio", "#1")])
  }

  func testEscapesInStrings() {
    let source = Script.scenario(#"type bio "say \"hi\" to C:\\dir""#)
    XCTAssertEqual(Script.commands(source).last, .type("bio", #"say "hi" to C:\dir"#))
  }

  func testEmptyStringClearsAField() {
    let source = Script.scenario(#"type email """#, #"expect text email """#)
    XCTAssertEqual(Script.parse(source).diagnostics, [])
    XCTAssertEqual(
      Script.commands(source).dropFirst(), [.type("email", ""), .expectText("email", "")])
  }

  func testAStringMayHoldSpacesAndTabs() {
    let source = Script.scenario("type bio \"  two\tspaces  \"")
    XCTAssertEqual(Script.commands(source).last, .type("bio", "  two\tspaces  "))
  }

  func testUnknownEscapeIsAnErrorAtTheBackslash() {
    XCTAssertEqual(
      Script.stepErrors(#"  type bio "line\nbreak""#),
      [#"3:17: unknown escape '\n' in a string; only \" and \\ are allowed"#])
  }

  func testUnterminatedStringPointsAtItsOpeningQuote() {
    XCTAssertEqual(
      Script.stepErrors(#"  type bio "no end"#),
      [#"3:12: unterminated string: no closing '"' on this line"#])
  }

  func testAnEscapedQuoteDoesNotCloseAString() {
    XCTAssertEqual(
      Script.stepErrors(#"  open "app://x\""#),
      [#"3:8: unterminated string: no closing '"' on this line"#])
    XCTAssertEqual(
      Script.stepErrors(#"  open "app://x\"#),
      [#"3:8: unterminated string: no closing '"' on this line"#])
  }

  func testCRLFLineEndings() {
    let source = "scenario \"S\"\r\n  launch\r\n  tapp login\r\nend\r\n"
    let result = Script.parse(source)
    XCTAssertEqual(result.file.scenarios[0].steps[0].sourceLine, "  launch")
    XCTAssertEqual(
      result.diagnostics.map(\.rendered),
      ["test.scenario:3:3: error: unknown command 'tapp'; did you mean 'tap'?\n  tapp login\n  ^"])
  }

  func testLoneCarriageReturnsEndLinesToo() {
    let result = Script.parse("scenario \"S\"\r  launch\r  back\rend")
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.file.scenarios[0].steps.map(\.location.line), [2, 3])
  }

  func testTabsIndentAndSeparateAndCountAsOneColumn() {
    let source = "scenario\t\"S\"\n\tlaunch\n\t\ttap\tlog_in\nend"
    XCTAssertEqual(
      Script.errors(source),
      ["3:10: invalid character '_' in element id 'log_in'; ids use letters, digits and '-'"])
  }

  func testColumnsCountCharactersNotBytes() {
    let source = Script.scenario("  type bio \"héllo 👋🏽\" extra")
    XCTAssertEqual(Script.errors(source), [#"3:22: unexpected 'extra' after 'type bio "héllo 👋🏽"'"#])
  }

  func testAByteOrderMarkIsIgnored() {
    let result = Script.parse("\u{FEFF}scenario \"S\"\n  launch\nend")
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.file.scenarios[0].location, SourceLocation(line: 1, column: 1))
  }

  func testIndentationIsFree() {
    let source = "      scenario \"S\"\nlaunch\n                tap login\n   end"
    XCTAssertEqual(Script.parse(source).diagnostics, [])
    XCTAssertEqual(Script.commands(source), [.launch, .tap("login")])
  }
}
