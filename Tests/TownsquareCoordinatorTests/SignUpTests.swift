import Townsquare
import XCTest

@MainActor
final class SignUpTests: XCTestCase {
  private func signUp(name: String, email: String, password: String) -> AppDriver {
    let app = AppDriver(.onboarded)
    app.tap("signup")
    XCTAssertEqual(app.hierarchy, "[Login > SignUp]")
    app.submit(["name": name, "email": email, "password": password], with: "create")
    return app
  }

  func testSignUpStartsEmpty() async {
    let app = AppDriver(.onboarded)
    app.tap("signup")
    for id in ["name", "email", "password", "error"] { XCTAssertEqual(app.text(id), "", id) }
  }

  func testRulesApplyInOrderWithTheirExactTexts() async {
    let cases: [(name: String, email: String, password: String, error: String)] = [
      ("", "bad", "1", "Name is required"),
      ("   ", "zoe@example.com", "secret9", "Name is required"),
      ("Zoe", "zoe.example.com", "1", "Enter a valid email"),
      ("Zoe", "", "secret9", "Enter a valid email"),
      ("Zoe", "ana@example.com", "1", "An account with this email already exists"),
      ("Zoe", " ANA@example.com ", "secret9", "An account with this email already exists"),
      ("Zoe", "zoe@example.com", "12345", "Password must be at least 6 characters"),
    ]
    for rule in cases {
      let app = signUp(name: rule.name, email: rule.email, password: rule.password)
      XCTAssertEqual(app.hierarchy, "[Login > SignUp]", rule.error)
      XCTAssertEqual(app.text("error"), rule.error, "\(rule)")
    }
  }

  func testValidSignUpLogsInAndShowsMainTabsWithTheNewProfile() async {
    let app = signUp(name: " Zoe Park ", email: "zoe@example.com", password: "123456")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
    app.tab("Profile")
    XCTAssertEqual(app.text("name"), "Zoe Park")
    XCTAssertEqual(app.text("bio"), "")
    XCTAssertEqual(app.environment.persistentStores.session, Session(userID: 4))
  }

  func testTheNewAccountSurvivesRelaunchAndLogsInAgain() async {
    let app = signUp(name: "Zoe", email: "zoe@example.com", password: "123456")
    app.tab("Profile")
    app.tap("settings")
    app.tap("logout")
    app.relaunch()
    app.logIn("zoe@example.com", "123456")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
  }
}
