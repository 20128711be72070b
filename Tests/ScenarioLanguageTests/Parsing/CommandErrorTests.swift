import ScenarioLanguage
import XCTest

/// Each line is placed after `launch` in a scenario, so it is line 3; keywords are at column 3.
final class CommandErrorTests: XCTestCase {
  private func assertErrors(
    _ cases: [(line: String, error: String)], file: StaticString = #filePath,
    lineNumber: UInt = #line
  ) {
    for (line, error) in cases {
      XCTAssertEqual(Script.stepErrors(line), [error], line, file: file, line: lineNumber)
    }
  }

  func testMisspeltCommandsSuggestTheNearest() {
    assertErrors([
      ("  tapp login", "3:3: unknown command 'tapp'; did you mean 'tap'?"),
      ("  tpa login", "3:3: unknown command 'tpa'; did you mean 'tap'?"),
      ("  swipedown", "3:3: unknown command 'swipedown'; did you mean 'swipe-down'?"),
      ("  swipe down", "3:3: unknown command 'swipe'; did you mean 'swipe-down'?"),
      ("  expire", "3:3: unknown command 'expire'; did you mean 'expire-session'?"),
      ("  relanch", "3:3: unknown command 'relanch'; did you mean 'relaunch'?"),
      ("  opne \"app://settings\"", "3:3: unknown command 'opne'; did you mean 'open'?"),
      ("  screen Feed", "3:3: unknown command 'screen'; did you mean 'expect screen'?"),
      ("  expectscreen Feed", "3:3: unknown command 'expectscreen'; did you mean 'expect screen'?"),
      ("  frobnicate", "3:3: unknown command 'frobnicate'"),
    ])
  }

  func testMisspeltSecondWordsSuggestTheWholeCommand() {
    assertErrors([
      (
        "  expect scren Feed",
        "3:10: unknown command 'expect scren'; did you mean 'expect screen'?"
      ),
      (
        "  expect noleaks",
        "3:10: unknown command 'expect noleaks'; did you mean 'expect no-leaks'?"
      ),
      ("  back cancel", "3:8: unknown command 'back cancel'; did you mean 'back cancelled'?"),
      (
        "  expect foo",
        "3:10: unknown command 'expect foo'; expected 'screen', 'hierarchy', 'text' or 'no-leaks' "
          + "after 'expect'"
      ),
      ("  back now", "3:8: unexpected 'now' after 'back'"),
    ])
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n  given onbaorded\n  given foo\n  launch\nend"),
      [
        "2:9: unknown command 'given onbaorded'; did you mean 'given onboarded'?",
        "3:9: unknown command 'given foo'; expected 'onboarded' or 'logged-in' after 'given'",
      ])
  }

  func testUpperCaseKeywordsAreErrorsWithTheLowerCaseSpelling() {
    assertErrors([
      ("  Tap login", "3:3: keyword 'Tap' must be lower case; did you mean 'tap'?"),
      ("  SWIPE-DOWN", "3:3: keyword 'SWIPE-DOWN' must be lower case; did you mean 'swipe-down'?"),
      (
        "  expect Screen Feed",
        "3:10: keyword 'Screen' must be lower case; did you mean 'screen'?"
      ),
      (
        "  back Cancelled", "3:8: keyword 'Cancelled' must be lower case; did you mean 'cancelled'?"
      ),
    ])
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n  Given Onboarded\n  launch\nend"),
      ["2:3: keyword 'Given' must be lower case; did you mean 'given'?"])
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n  given Logged-in ana@example.com\n  launch\nend"),
      ["2:9: keyword 'Logged-in' must be lower case; did you mean 'logged-in'?"])
  }

  func testMissingArgumentsPointJustAfterTheCommand() {
    assertErrors([
      ("  tap", "3:6: expected an element id after 'tap'"),
      ("  tap   # comment", "3:6: expected an element id after 'tap'"),
      ("  type", "3:7: expected an element id after 'type'"),
      ("  type email", "3:13: expected the text in double quotes after 'type email'"),
      ("  tab", "3:6: expected a tab name (Home or Profile) after 'tab'"),
      ("  open", "3:7: expected a URL in double quotes after 'open'"),
      ("  expect", "3:9: expected 'screen', 'hierarchy', 'text' or 'no-leaks' after 'expect'"),
      ("  expect screen", "3:16: expected a screen name after 'expect screen'"),
      (
        "  expect hierarchy",
        "3:19: expected the hierarchy in double quotes after 'expect hierarchy'"
      ),
      ("  expect text", "3:14: expected an element id after 'expect text'"),
      ("  expect text title", "3:20: expected the text in double quotes after 'expect text title'"),
    ])
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n  given\n  given logged-in\n  launch\nend"),
      [
        "2:8: expected 'onboarded' or 'logged-in EMAIL' after 'given'",
        "3:18: expected an email after 'given logged-in'",
      ])
  }

  func testArgumentsOfTheWrongKind() {
    assertErrors([
      ("  tap \"login\"", "3:7: expected an element id after 'tap', found \"login\""),
      (
        "  type email ana",
        "3:14: expected the text in double quotes after 'type email', found 'ana'"
      ),
      (
        "  open app://settings",
        "3:8: expected a URL in double quotes after 'open', found 'app://settings'"
      ),
      (
        "  expect hierarchy [Login]",
        "3:20: expected the hierarchy in double quotes after 'expect hierarchy', found '[Login]'"
      ),
      (
        "  expect screen \"Feed\"",
        "3:17: expected a screen name after 'expect screen', found \"Feed\""
      ),
      ("  tab \"Home\"", "3:7: expected a tab name (Home or Profile) after 'tab', found \"Home\""),
    ])
  }

  func testElementIdsUseLettersDigitsAndHyphens() {
    assertErrors([
      (
        "  tap post_3",
        "3:11: invalid character '_' in element id 'post_3'; ids use letters, digits and '-'"
      ),
      (
        "  expect text ti.tle \"x\"",
        "3:17: invalid character '.' in element id 'ti.tle'; ids use letters, digits and '-'"
      ),
      (
        "  type e@mail \"x\"",
        "3:9: invalid character '@' in element id 'e@mail'; ids use letters, digits and '-'"
      ),
    ])
  }

  func testOneCommandPerLine() {
    assertErrors([
      ("  relaunch now", "3:12: unexpected 'now' after 'relaunch'"),
      ("  tap a tap b", "3:9: unexpected 'tap' after 'tap a'"),
      ("  swipe-down twice", "3:14: unexpected 'twice' after 'swipe-down'"),
      ("  expire-session now", "3:18: unexpected 'now' after 'expire-session'"),
      ("  expect no-leaks x", "3:19: unexpected 'x' after 'expect no-leaks'"),
      ("  open \"a\" \"b\"", "3:12: unexpected \"b\" after 'open \"a\"'"),
      ("  tab Home Profile", "3:12: unexpected 'Profile' after 'tab Home'"),
      ("  expect screen Feed now", "3:22: unexpected 'now' after 'expect screen Feed'"),
      ("  back cancelled now", "3:18: unexpected 'now' after 'back cancelled'"),
    ])
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n  given logged-in ana@example.com x\n  launch\nend"),
      ["2:35: unexpected 'x' after 'given logged-in ana@example.com'"])
  }
}
