import ScenarioLanguage
import XCTest

final class StructureErrorTests: XCTestCase {
  private let outside = "is outside a scenario; write it between 'scenario \"Title\"' and 'end'"

  func testStepsOutsideAScenario() {
    let source = "tap login\nscenario \"S\"\n  launch\nend\n  back\n"
    XCTAssertEqual(Script.errors(source), ["1:1: 'tap' \(outside)", "5:3: 'back' \(outside)"])
  }

  func testGivenOutsideAScenario() {
    XCTAssertEqual(Script.errors("given onboarded"), ["1:1: 'given' \(outside)"])
  }

  func testEndWithoutScenario() {
    let source = "scenario \"S\"\n  launch\nend\nend"
    XCTAssertEqual(Script.errors(source), ["4:1: 'end' without a matching 'scenario'"])
  }

  func testMissingEndAtEndOfFilePointsAtTheScenarioLine() {
    let result = Script.parse("\n  scenario \"A\"\n  launch\n  tap login\n")
    XCTAssertEqual(
      result.diagnostics.map(\.rendered),
      [
        "test.scenario:2:3: error: scenario \"A\" has no 'end' before the end of the file\n"
          + "  scenario \"A\"\n  ^"
      ])
    XCTAssertEqual(result.file.scenarios.map(\.steps.count), [2])
  }

  func testMissingEndBeforeTheNextScenario() {
    let source = "  scenario \"A\"\n  launch\nscenario \"B\"\n  launch\nend"
    let result = Script.parse(source)
    XCTAssertEqual(
      Script.errors(source), ["1:3: scenario \"A\" has no 'end'; a new scenario begins on line 3"])
    XCTAssertEqual(result.file.scenarios.map(\.title), ["A", "B"])
  }

  func testEmptyTitle() {
    XCTAssertEqual(
      Script.errors("scenario \"\"\n launch\nend"), ["1:10: the scenario title is empty"])
    XCTAssertEqual(
      Script.errors("scenario   \"  \" @a\n launch\nend"), ["1:12: the scenario title is empty"])
  }

  func testMissingOrUnquotedTitle() {
    XCTAssertEqual(
      Script.errors("scenario   # no title\n launch\nend"),
      ["1:9: expected a title in double quotes after 'scenario'"])
    XCTAssertEqual(
      Script.errors("scenario Login works\n launch\nend"),
      ["1:10: expected a title in double quotes after 'scenario', found 'Login'"])
  }

  func testDuplicateTitleInAFile() {
    let source = "scenario \"A\"\n launch\nend\nscenario \"A\"\n launch\nend"
    XCTAssertEqual(
      Script.errors(source), ["4:10: duplicate scenario title \"A\"; it is already used on line 1"])
  }

  func testBadTags() {
    let cases: [(String, String)] = [
      ("scenario \"S\" smoke", "1:14: expected a tag (@name) after the title, found 'smoke'"),
      ("scenario \"S\" @a \"x\"", "1:17: expected a tag (@name) after the title, found \"x\""),
      ("scenario \"S\" @", "1:15: expected a tag name after '@'"),
      (
        "scenario \"S\" @a_b",
        "1:16: invalid character '_' in tag '@a_b'; tags use letters, digits and '-'"
      ),
      ("scenario \"S\" @a @a", "1:17: duplicate tag '@a'"),
    ]
    for (header, error) in cases {
      XCTAssertEqual(Script.errors(header + "\n launch\nend"), [error], header)
    }
  }

  func testATagOnItsOwnLine() {
    XCTAssertEqual(
      Script.stepErrors("  @smoke"),
      ["3:3: tag '@smoke' must be on the 'scenario' line, after the title"])
  }

  func testAStringWhereACommandShouldBe() {
    XCTAssertEqual(
      Script.stepErrors("  \"tap\""),
      ["3:3: expected a command at the start of the line, found \"tap\""])
  }

  func testWordsAfterEnd() {
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n launch\nend now"), ["3:5: unexpected 'now' after 'end'"])
  }

  func testDuplicateGivens() {
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n  given onboarded\n  given onboarded\n  launch\nend"),
      ["3:3: duplicate 'given onboarded'; it is already on line 2"])
    let twoUsers = """
      scenario "S"
        given logged-in ana@example.com
        given onboarded
        given logged-in ben@example.com
        launch
      end
      """
    XCTAssertEqual(
      Script.errors(twoUsers), ["4:3: duplicate 'given logged-in'; it is already on line 2"])
    XCTAssertEqual(
      Script.parse(twoUsers).file.scenarios[0].givens, [.loggedIn("ana@example.com"), .onboarded])
  }

  func testGivenAfterAStep() {
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n  launch\n  given onboarded\nend"),
      ["3:3: 'given' must come before the first step"])
  }

  func testTheFirstStepMustBeLaunch() {
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n  given onboarded\n  relaunch\n  launch\nend"),
      ["3:3: the first step must be 'launch', found 'relaunch'"])
  }

  func testLaunchOnlyOnce() {
    XCTAssertEqual(
      Script.errors("scenario \"S\"\n  launch\n  tap skip\n  launch\nend"),
      ["4:3: the app is already launched on line 2; use 'relaunch' to start it again"])
  }

  func testAScenarioWithoutSteps() {
    XCTAssertEqual(
      Script.errors("scenario \"Empty\"\nend"),
      ["1:1: scenario \"Empty\" has no steps; begin it with 'launch'"])
    XCTAssertEqual(
      Script.errors("scenario \"Only givens\" @x\n  given onboarded\nend"),
      ["1:1: scenario \"Only givens\" has no steps; begin it with 'launch'"])
  }

  func testAMisspeltKeywordStillOpensOrClosesItsScenario() {
    XCTAssertEqual(
      Script.errors("scenarion \"A\"\n  launch\nend"),
      ["1:1: unknown command 'scenarion'; did you mean 'scenario'?"])
    XCTAssertEqual(
      Script.errors("Scenario \"A\"\n  launch\nEnd"),
      [
        "1:1: keyword 'Scenario' must be lower case; did you mean 'scenario'?",
        "3:1: keyword 'End' must be lower case; did you mean 'end'?",
      ])
    XCTAssertEqual(
      Script.errors("scenario \"A\"\n  launch\n  ennd\nscenario \"B\"\n  launch\nend"),
      ["3:3: unknown command 'ennd'; did you mean 'end'?"])
  }

  func testABrokenLineStillCountsForTheStructure() {
    XCTAssertEqual(
      Script.errors("scenario \"A\n  launch\nend"),
      ["1:10: unterminated string: no closing '\"' on this line"])
    XCTAssertEqual(
      Script.errors("scenario \"A\"\n  lanch\n  tap skip\nend"),
      ["2:3: unknown command 'lanch'; did you mean 'launch'?"])
    XCTAssertEqual(
      Script.errors("scenario \"A\"\n  given onboarded extra\n  launch\nend"),
      ["2:19: unexpected 'extra' after 'given onboarded'"])
  }
}
