import Townsquare
import XCTest

@MainActor
final class LoginTests: XCTestCase {
  func testLoginStartsEmptyAsTheRootOfItsOwnStack() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    XCTAssertEqual(app.visibleScreen, "Login")
    for id in ["email", "password", "error", "notice"] { XCTAssertEqual(app.text(id), "", id) }
    XCTAssertEqual(
      Set(app.elements), ["email", "password", "login", "forgot", "signup", "error", "notice"])
    XCTAssertEqual(app.text("login"), "Log in")
    app.end()
  }

  func testValidCredentialsShowMainTabs() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    let transitions = app.transitions { app.logIn("ana@example.com", "secret1") }
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(
      transitions,
      [
        "setViewControllers Tabs{Home*:[Feed], Profile:[MyProfile]}",
        "setRoot Tabs{Home*:[Feed], Profile:[MyProfile]}",
      ])
    app.expectTree(AppDriver.mainBaseline)
    XCTAssertEqual(app.environment.persistentStores.session, Session(userID: 1))
    app.end()
  }

  func testEmailIsMatchedTrimmedAndCaseInsensitively() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.logIn(" Ben@Example.com ", "hunter22")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Ben Okafor")
    app.end()
  }

  func testInvalidCredentialsShowTheErrorAndStayOnLogin() async {
    let cases: [(email: String, password: String)] = [
      ("ana@example.com", "wrong"), ("nobody@example.com", "secret1"), ("", ""),
      ("ana@example.com", "Secret1"), ("ana@example.com", " secret1"), ("ana@example.com", ""),
    ]
    for (email, password) in cases {
      let app = AppDriver(.onboarded)
      app.expect("[Login]")
      app.logIn(email, password)
      app.expect("[Login]")
      XCTAssertEqual(app.text("error"), "Invalid email or password", "\(email)/\(password)")
      XCTAssertEqual(app.text("notice"), "")
      app.expectTree("App{Auth}")
      app.end()
    }
  }

  func testFieldsAndErrorAreEmptyAfterLogout() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.logIn("ana@example.com", "wrong")
    app.expect("[Login]")
    app.logIn("ana@example.com", "secret1")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.tap("logout")
    app.expect("[Login]")
    for id in ["email", "password", "error", "notice"] { XCTAssertEqual(app.text(id), "", id) }
    app.expectTree("App{Auth}")
    app.end()
  }
}
