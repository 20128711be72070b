import ScenarioLanguage
import XCTest

final class CommandParsingTests: XCTestCase {
  func testEveryCommandParsesToItsCase() throws {
    let source = """
      scenario "Everything" @smoke
        given onboarded
        given logged-in ana@example.com
        launch
        relaunch
        tap post-3
        type email "ana@example.com"
        back
        back cancelled
        swipe-down
        tab Profile
        open "app://post/3"
        expire-session
        expect screen Feed
        expect screen PostDetail(3)
        expect screen UserProfile
        expect hierarchy "Tabs{Home:[Feed > PostDetail(3)], Profile*:[MyProfile]} ^ [EditProfile]"
        expect text title "Routers are the how"
        expect no-leaks
      end
      """
    let result = Script.parse(source)
    XCTAssertEqual(result.diagnostics, [])
    let scenario = try XCTUnwrap(result.file.scenarios.first)
    XCTAssertEqual(scenario.givens, [.onboarded, .loggedIn("ana@example.com")])
    XCTAssertEqual(
      scenario.steps.map(\.command),
      [
        .launch, .relaunch, .tap("post-3"), .type("email", "ana@example.com"), .back,
        .backCancelled, .swipeDown, .tab("Profile"), .open("app://post/3"), .expireSession,
        .expectScreen("Feed", id: nil), .expectScreen("PostDetail", id: 3),
        .expectScreen("UserProfile", id: nil),
        .expectHierarchy(
          "Tabs{Home:[Feed > PostDetail(3)], Profile*:[MyProfile]} ^ [EditProfile]"),
        .expectText("title", "Routers are the how"), .expectNoLeaks,
      ])
  }

  func testStepsKnowWhereTheyWereWritten() {
    let source = "scenario \"S\"\n  launch\n\n\ttap   login   # go\nend\n"
    let steps = Script.parse(source).file.scenarios[0].steps
    XCTAssertEqual(steps.map(\.location), [.init(line: 2, column: 3), .init(line: 4, column: 2)])
    XCTAssertEqual(steps.map(\.sourceLine), ["  launch", "\ttap   login   # go"])
  }

  func testScenarioKnowsItsTitleTagsAndLines() {
    let source = """
      # login suite
      scenario "Login works" @smoke @auth-2
        launch
      end
      """
    let scenario = Script.parse(source).file.scenarios[0]
    XCTAssertEqual(scenario.title, "Login works")
    XCTAssertEqual(scenario.tags, ["smoke", "auth-2"])
    XCTAssertEqual(scenario.location, SourceLocation(line: 2, column: 1))
    XCTAssertEqual(scenario.sourceLine, "scenario \"Login works\" @smoke @auth-2")
    XCTAssertEqual(scenario.endLocation, SourceLocation(line: 4, column: 1))
    XCTAssertEqual(scenario.endSourceLine, "end")
    XCTAssertEqual(scenario.headerText, "scenario \"Login works\" @smoke @auth-2")
  }

  func testSeveralScenariosShareAFileInOrder() {
    let source = """
      scenario "First"
        launch
      end

      scenario "Second" @deep-link
        given onboarded
        launch
        open "app://settings"
      end
      scenario "Third"
        launch
        expect screen Onboarding
      end
      """
    let result = Script.parse(source)
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.file.path, "test.scenario")
    XCTAssertEqual(result.file.scenarios.map(\.title), ["First", "Second", "Third"])
    XCTAssertEqual(result.file.scenarios.map(\.steps.count), [1, 2, 2])
    XCTAssertEqual(result.file.scenarios[1].givens, [.onboarded])
  }

  func testAnEmptyFileHasNoScenariosAndNoErrors() {
    XCTAssertEqual(Script.parse("").file.scenarios, [])
    XCTAssertEqual(Script.parse("").diagnostics, [])
    XCTAssertEqual(Script.parse("# only a comment\n\n   \n").diagnostics, [])
  }

  func testEmailMayBeBareOrQuoted() {
    let bare = Script.parse("scenario \"S\"\n given logged-in ben@example.com\n launch\nend")
    let quoted = Script.parse("scenario \"S\"\n given logged-in \"ben@example.com\"\n launch\nend")
    XCTAssertEqual(bare.file.scenarios[0].givens, [.loggedIn("ben@example.com")])
    XCTAssertEqual(quoted.file.scenarios[0].givens, [.loggedIn("ben@example.com")])
    XCTAssertEqual(quoted.diagnostics, [])
  }

  func testABareEmailEndsAtAComment() {
    let result = Script.parse("scenario \"S\"\n given logged-in chen@example.com# me\n launch\nend")
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.file.scenarios[0].givens, [.loggedIn("chen@example.com")])
  }

  func testBothGivenKindsMayBeCombined() {
    let result = Script.parse(
      "scenario \"S\"\n given onboarded\n given logged-in ana@example.com\n launch\nend")
    XCTAssertEqual(result.diagnostics, [])
  }

  func testAnOtherVocabularyIsUsedWhenInjected() {
    let vocabulary = ScenarioVocabulary(
      screens: ["Start", "Item"], screensTakingID: ["Item"], tabs: ["One"],
      emails: ["x@y.z"])
    let source = Script.scenario(
      "expect screen Item(7)", "tab One", "expect hierarchy \"Tabs{One*:[Start > Item(7)]}\"")
    XCTAssertEqual(Script.errors(source, vocabulary: vocabulary), [])
    XCTAssertEqual(
      Script.errors(Script.scenario("expect screen Feed"), vocabulary: vocabulary),
      ["3:15: unknown screen 'Feed'; the screens are Start and Item"])
    XCTAssertEqual(
      Script.errors(
        "scenario \"S\"\n given logged-in ana@example.com\n launch\nend",
        vocabulary: vocabulary),
      ["2:18: unknown user 'ana@example.com'; the users are x@y.z"])
  }
}
