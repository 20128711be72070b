import Townsquare
import XCTest

/// Onboarding and the auth flow, driven as a user would.
@MainActor
final class OnboardingAndAuthFlowTests: XCTestCase {
  private let tabs = "Tabs{Home*:[Feed], Profile:[MyProfile]}"

  func testOnboardingPagesThroughToLoginAndIsRemembered() async {
    let app = AppDriver(.fresh)
    app.expect("Onboarding")
    app.expectTree("App{Onboarding}")
    XCTAssertEqual(app.text("page"), "1/3")
    app.tap("next")
    app.expect("Onboarding")
    app.tap("next")
    app.expect("Onboarding")
    XCTAssertEqual(app.text("page"), "3/3")
    app.tap("next")
    app.expect("[Login]")
    app.expectTree("App{Auth}")
    app.relaunch()
    app.expect("[Login]")
    app.end()
  }

  func testUnfinishedOnboardingStartsAgainAfterARelaunch() async {
    let app = AppDriver(.fresh)
    app.expect("Onboarding")
    app.tap("next")
    app.expect("Onboarding")
    app.relaunch()
    app.expect("Onboarding")
    XCTAssertEqual(app.text("page"), "1/3")
    app.tap("skip")
    app.expect("[Login]")
    app.end()
  }

  func testValidCredentialsReplaceTheAuthFlowWithMain() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.logIn("ben@example.com", "hunter22")
    app.expect(tabs)
    app.expectTree(AppDriver.mainTree)
    app.showProfileTab()
    XCTAssertEqual(app.text("name"), "Ben Okafor")
    app.end()
  }

  func testInvalidCredentialsStayOnLoginWithTheError() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.logIn("ana@example.com", "wrong")
    app.expect("[Login]")
    XCTAssertEqual(app.text("error"), "Invalid email or password")
    app.expectTree("App{Auth}")
    app.end()
  }

  func testPasswordResetIsPrefilledRefusesBadEmailsAndReturnsWithANotice() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.type("email", "nobody@example.com")
    app.tap("forgot")
    app.expect("[Login > ForgotPassword]")
    XCTAssertEqual(app.text("email"), "nobody@example.com")
    app.tap("send")
    app.expect("[Login > ForgotPassword]")
    XCTAssertEqual(app.text("status"), "No account for nobody@example.com")
    app.type("email", "  ")
    app.tap("send")
    app.expect("[Login > ForgotPassword]")
    XCTAssertEqual(app.text("status"), "Enter your email")
    app.type("email", "chen@example.com")
    app.tap("send")
    app.expect("[Login]")
    XCTAssertEqual(app.text("notice"), "Reset link sent to chen@example.com")
    app.end()
  }

  func testSignUpChecksItsRulesInOrderThenLogsTheNewUserIn() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.tap("signup")
    app.expect("[Login > SignUp]")
    let rules: [(name: String, email: String, password: String, error: String)] = [
      ("", "x", "1", "Name is required"),
      ("Zoe", "zoe.example.com", "1", "Enter a valid email"),
      ("Zoe", "ANA@example.com", "1", "An account with this email already exists"),
      ("Zoe", "zoe@example.com", "12345", "Password must be at least 6 characters"),
    ]
    for rule in rules {
      app.type("name", rule.name)
      app.type("email", rule.email)
      app.type("password", rule.password)
      app.tap("create")
      app.expect("[Login > SignUp]")
      XCTAssertEqual(app.text("error"), rule.error)
    }
    app.type("password", "123456")
    app.tap("create")
    app.expect(tabs)
    app.showProfileTab()
    XCTAssertEqual(app.text("name"), "Zoe")
    app.end()
  }

  func testTheBackGestureLeavesSignUpAndPasswordReset() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.tap("signup")
    app.expect("[Login > SignUp]")
    app.back()
    app.expect("[Login]")
    app.tap("forgot")
    app.expect("[Login > ForgotPassword]")
    app.back(cancelled: true)
    app.expect("[Login > ForgotPassword]")
    app.back()
    app.expect("[Login]")
    app.expectTree("App{Auth}")
    app.end()
  }
}
