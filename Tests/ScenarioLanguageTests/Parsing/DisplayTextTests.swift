import ScenarioLanguage
import XCTest

final class DisplayTextTests: XCTestCase {
  func testEachStepIsShownAsItWouldBeWritten() {
    let source = Script.scenario(
      "relaunch", "tap   post-3", "type email \"ana@example.com\"", "type name \"\"", "back",
      "back   cancelled", "swipe-down", "tab Home", "open \"app://user/2\"", "expire-session",
      "expect screen Login", "expect screen PostDetail(12)",
      "expect hierarchy \"[Login>ForgotPassword]\"",
      "expect text error \"Say \\\"hi\\\" \\\\ bye\"",
      "expect no-leaks   # done")
    let steps = Script.parse(source).file.scenarios[0].steps
    XCTAssertEqual(
      steps.map(\.displayText),
      [
        "launch", "relaunch", "tap post-3", "type email \"ana@example.com\"", "type name \"\"",
        "back", "back cancelled", "swipe-down", "tab Home", "open \"app://user/2\"",
        "expire-session", "expect screen Login", "expect screen PostDetail(12)",
        "expect hierarchy \"[Login>ForgotPassword]\"",
        "expect text error \"Say \\\"hi\\\" \\\\ bye\"", "expect no-leaks",
      ])
    XCTAssertEqual(steps.map(\.description), steps.map(\.displayText))
  }

  func testDisplayTextParsesBackToTheSameCommand() {
    let commands: [Command] = [
      .launch, .type("bio", "a \"quoted\" # not a comment \\ end"), .open(""),
      .expectScreen("UserProfile", id: 2), .expectText("count", "4 posts"), .backCancelled,
    ]
    let source = Script.scenario(commands.dropFirst().map(\.displayText).joined(separator: "\n"))
    XCTAssertEqual(Script.parse(source).diagnostics, [])
    XCTAssertEqual(Script.commands(source), commands)
  }

  func testGivensAreShownAsWritten() {
    XCTAssertEqual(Given.onboarded.displayText, "given onboarded")
    XCTAssertEqual(Given.loggedIn("ana@example.com").displayText, "given logged-in ana@example.com")
    XCTAssertEqual(Given.loggedIn("a b").description, "given logged-in \"a b\"")
  }

  func testHeaderQuotesTheTitle() {
    let source = "scenario \"Say \\\"hi\\\"\" @a\n launch\nend"
    let scenario = Script.parse(source).file.scenarios[0]
    XCTAssertEqual(scenario.title, "Say \"hi\"")
    XCTAssertEqual(scenario.headerText, "scenario \"Say \\\"hi\\\"\" @a")
  }
}
