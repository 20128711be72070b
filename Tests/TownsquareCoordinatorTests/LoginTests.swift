import Townsquare
import XCTest

@MainActor
final class LoginTests: XCTestCase {
  func testLoginStartsEmptyAsTheRootOfItsOwnStack() async {
    let app = AppDriver(.onboarded)
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.visibleScreen, "Login")
    for id in ["email", "password", "error", "notice"] { XCTAssertEqual(app.text(id), "", id) }
    XCTAssertEqual(
      Set(app.elements), ["email", "password", "login", "forgot", "signup", "error", "notice"])
  }

  func testValidCredentialsShowMainTabs() async {
    let app = AppDriver(.onboarded)
    app.logIn("ana@example.com", "secret1")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
    XCTAssertEqual(app.environment.persistentStores.session, Session(userID: 1))
  }

  func testEmailIsMatchedTrimmedAndCaseInsensitively() async {
    let app = AppDriver(.onboarded)
    app.logIn(" Ben@Example.com ", "hunter22")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tab("Profile")
    XCTAssertEqual(app.text("name"), "Ben Okafor")
  }

  func testInvalidCredentialsShowTheErrorAndStayOnLogin() async {
    let cases: [(email: String, password: String)] = [
      ("ana@example.com", "wrong"), ("nobody@example.com", "secret1"), ("", ""),
      ("ana@example.com", "Secret1"), ("ana@example.com", " secret1"),
    ]
    for (email, password) in cases {
      let app = AppDriver(.onboarded)
      app.logIn(email, password)
      XCTAssertEqual(app.hierarchy, "[Login]", "\(email)/\(password)")
      XCTAssertEqual(app.text("error"), "Invalid email or password", "\(email)/\(password)")
      XCTAssertEqual(app.coordinatorTree, "App{Auth}")
    }
  }

  func testFieldsAndErrorAreEmptyAfterLogout() async {
    let app = AppDriver(.onboarded)
    app.logIn("ana@example.com", "wrong")
    app.logIn("ana@example.com", "secret1")
    app.tab("Profile")
    app.tap("settings")
    app.tap("logout")
    XCTAssertEqual(app.hierarchy, "[Login]")
    for id in ["email", "password", "error", "notice"] { XCTAssertEqual(app.text(id), "", id) }
    XCTAssertEqual(app.coordinatorTree, "App{Auth}")
  }
}
