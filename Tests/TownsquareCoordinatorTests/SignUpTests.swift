import Townsquare
import XCTest

@MainActor
final class SignUpTests: XCTestCase {
  private func signUpScreen() -> AppDriver {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.tap("signup")
    app.expect("[Login > SignUp]")
    return app
  }

  private func create(_ app: AppDriver, name: String, email: String, password: String) {
    app.submit(["name": name, "email": email, "password": password], with: "create")
  }

  func testSignUpStartsEmpty() async {
    let app = signUpScreen()
    for id in ["name", "email", "password", "error"] { XCTAssertEqual(app.text(id), "", id) }
    XCTAssertEqual(Set(app.elements), ["name", "email", "password", "create", "error"])
    app.end()
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
      ("Zoe", "zoe@example.com", "", "Password must be at least 6 characters"),
    ]
    for rule in cases {
      let app = signUpScreen()
      create(app, name: rule.name, email: rule.email, password: rule.password)
      app.expect("[Login > SignUp]")
      XCTAssertEqual(app.text("error"), rule.error, "\(rule)")
      XCTAssertNil(app.environment.persistentStores.session)
      app.end()
    }
  }

  func testAFixedFormSucceedsAfterAnError() async {
    let app = signUpScreen()
    create(app, name: "Zoe", email: "zoe@example.com", password: "123")
    app.expect("[Login > SignUp]")
    app.type("password", "123456")
    app.tap("create")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.end()
  }

  func testValidSignUpLogsInAndShowsMainTabsWithTheNewProfile() async {
    let app = signUpScreen()
    create(app, name: " Zoe Park ", email: "zoe@example.com", password: "123456")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    XCTAssertEqual(app.environment.persistentStores.session, Session(userID: 4))
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Zoe Park")
    XCTAssertEqual(app.text("bio"), "")
    app.end()
  }

  func testTheNewAccountSurvivesRelaunchAndLogsInAgain() async {
    let app = signUpScreen()
    create(app, name: "Zoe", email: "zoe@example.com", password: "123456")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.tap("logout")
    app.expect("[Login]")
    app.relaunch()
    app.expect("[Login]")
    app.logIn("zoe@example.com", "123456")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.end()
  }
}
