import ScenarioLanguage
import XCTest

/// `mid-transition STEP`: the step acts while the previous step's animations still run; and
/// `swipe-down cancelled`, the sheet swipe a user begins and abandons.
final class MidTransitionTests: XCTestCase {
  func testTheModifierMarksTheStepAndKeepsItsCommand() throws {
    let source = Script.scenario(
      "tap post-1", "mid-transition tap author", "mid-transition open \"app://settings\"",
      "mid-transition expect hierarchy \"[Feed]\"", "expect no-leaks")
    let result = Script.parse(source)
    XCTAssertEqual(result.diagnostics, [])
    let steps = try XCTUnwrap(result.file.scenarios.first).steps
    XCTAssertEqual(steps.map(\.actsMidTransition), [false, false, true, true, true, false])
    XCTAssertEqual(
      steps.map(\.command),
      [
        .launch, .tap("post-1"), .tap("author"), .open("app://settings"),
        .expectHierarchy("[Feed]"), .expectNoLeaks,
      ])
    XCTAssertEqual(steps[2].location, SourceLocation(line: 4, column: 1), "at the modifier")
    XCTAssertEqual(steps[2].displayText, "mid-transition tap author")
  }

  func testSwipeDownCancelledParsesAndIsShownAsWritten() {
    let source = Script.scenario("swipe-down   cancelled", "mid-transition swipe-down")
    XCTAssertEqual(Script.commands(source), [.launch, .swipeDownCancelled, .swipeDown])
    XCTAssertEqual(
      Script.parse(source).file.scenarios[0].steps.map(\.displayText),
      ["launch", "swipe-down cancelled", "mid-transition swipe-down"])
  }

  func testErrorsArePositionedWithSuggestions() {
    let cases: [(line: String, error: String)] = [
      (
        "  mid-transition",
        "3:17: expected a step after 'mid-transition', e.g. 'mid-transition tap ID'"
      ),
      ("  mid-transition \"tap\"", "3:18: expected a step after 'mid-transition', found \"tap\""),
      ("  mid-transition tapp author", "3:18: unknown command 'tapp'; did you mean 'tap'?"),
      (
        "  mid-transition mid-transition tap author",
        "3:18: 'mid-transition' is written once, before the step"
      ),
      (
        "  mid-transition relaunch",
        "3:18: 'relaunch' cannot act mid-transition: it starts the app afresh, with nothing in "
          + "flight; remove 'mid-transition'"
      ),
      (
        "  mid-transition given onboarded",
        "3:18: 'mid-transition' goes before a step, not before 'given'"
      ),
      ("  mid-transition tap", "3:21: expected an element id after 'tap'"),
      (
        "  midtransition tap author",
        "3:3: unknown command 'midtransition'; did you mean 'mid-transition'?"
      ),
      (
        "  swipe-down cancel",
        "3:14: unknown command 'swipe-down cancel'; did you mean 'swipe-down cancelled'?"
      ),
      ("  swipe-down now", "3:14: unexpected 'now' after 'swipe-down'"),
    ]
    for (line, error) in cases {
      XCTAssertEqual(Script.stepErrors(line), [error], line)
    }
  }

  func testTheFirstStepCannotActMidTransition() {
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n  mid-transition launch\nend"),
      [
        "2:3: the first step must be 'launch', found 'mid-transition'",
        "2:18: 'launch' cannot act mid-transition: it starts the app afresh, with nothing in "
          + "flight; remove 'mid-transition'",
      ])
  }
}
