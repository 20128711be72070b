import ScenarioLanguage
import XCTest

/// Names are checked against Townsquare's vocabulary before anything runs.
final class VocabularyCheckTests: XCTestCase {
  private let screens =
    "Onboarding, Login, ForgotPassword, SignUp, Feed, PostDetail, UserProfile, MyProfile, "
    + "EditProfile, Settings and About"

  func testEveryScreenOfTheAppIsAccepted() {
    let lines = ScenarioVocabulary.townsquare.screens.map { "  expect screen \($0)" }
    XCTAssertEqual(Script.errors(Script.scenario(lines.joined(separator: "\n"))), [])
  }

  func testUnknownScreens() {
    XCTAssertEqual(
      Script.stepErrors("  expect screen Feeed"),
      ["3:17: unknown screen 'Feeed'; did you mean 'Feed'?"])
    XCTAssertEqual(
      Script.stepErrors("  expect screen login"),
      ["3:17: unknown screen 'login'; did you mean 'Login'?"])
    XCTAssertEqual(
      Script.stepErrors("  expect screen Sttings"),
      ["3:17: unknown screen 'Sttings'; did you mean 'Settings'?"])
    XCTAssertEqual(
      Script.stepErrors("  expect screen Timeline"),
      ["3:17: unknown screen 'Timeline'; the screens are \(screens)"])
  }

  func testContainersAndTabsAreNotScreens() {
    XCTAssertEqual(
      Script.stepErrors("  expect screen MainTabs"),
      ["3:17: 'MainTabs' is a container, not a screen; use 'expect hierarchy' to check it"])
    XCTAssertEqual(
      Script.stepErrors("  expect screen Profile"),
      ["3:17: 'Profile' is a tab, not a screen; use 'expect hierarchy' to check tabs"])
  }

  func testOnlyPostDetailAndUserProfileTakeAnID() {
    XCTAssertEqual(
      Script.errors(
        Script.scenario("  expect screen PostDetail(3)", "  expect screen UserProfile(12)")),
      [])
    XCTAssertEqual(
      Script.stepErrors("  expect screen Feed(3)"),
      ["3:21: 'Feed' takes no id; only PostDetail and UserProfile do"])
  }

  func testScreenIDsAreNumbersInParentheses() {
    let cases: [(String, String)] = [
      ("PostDetail(x)", "3:28: 'PostDetail' takes a number as its id, found 'x'"),
      ("PostDetail(-1)", "3:28: 'PostDetail' takes a number as its id, found '-1'"),
      ("PostDetail(", "3:28: expected the id of 'PostDetail' after '('"),
      ("PostDetail()", "3:28: expected the id of 'PostDetail' after '('"),
      ("PostDetail(3", "3:29: expected ')' after the id of 'PostDetail'"),
      (
        "PostDetail(99999999999999999999)",
        "3:28: the id 99999999999999999999 of 'PostDetail' is too large"
      ),
      (
        "PostDetail (3)",
        "3:28: unexpected '(3)'; write the id right after the name, as in 'PostDetail(3)'"
      ),
      ("(3)", "3:17: expected a screen name after 'expect screen', found '(3)'"),
    ]
    for (screen, error) in cases {
      XCTAssertEqual(Script.stepErrors("  expect screen \(screen)"), [error], screen)
    }
  }

  func testTabNames() {
    XCTAssertEqual(Script.errors(Script.scenario("  tab Home", "  tab Profile")), [])
    XCTAssertEqual(Script.stepErrors("  tab Hom"), ["3:7: unknown tab 'Hom'; did you mean 'Home'?"])
    XCTAssertEqual(
      Script.stepErrors("  tab home"), ["3:7: unknown tab 'home'; did you mean 'Home'?"])
    XCTAssertEqual(
      Script.stepErrors("  tab Feed"), ["3:7: unknown tab 'Feed'; the tabs are Home and Profile"])
  }

  func testLoggedInEmailMustBelongToAKnownUser() {
    func errors(_ email: String) -> [String] {
      Script.errors("scenario \"S\"\n  given logged-in \(email)\n  launch\nend")
    }
    XCTAssertEqual(errors("chen@example.com"), [])
    XCTAssertEqual(
      errors("anna@example.com"),
      ["2:19: unknown user 'anna@example.com'; did you mean 'ana@example.com'?"])
    XCTAssertEqual(
      errors("\"Ben@example.com\""),
      ["2:19: unknown user 'Ben@example.com'; did you mean 'ben@example.com'?"])
    XCTAssertEqual(
      errors("zed@nowhere.org"),
      [
        "2:19: unknown user 'zed@nowhere.org'; the users are ana@example.com, ben@example.com "
          + "and chen@example.com"
      ])
  }
}
