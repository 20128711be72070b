import XCTest

@MainActor
final class LoginTests: XCTestCase {
  func testLoginIsTheRootOfItsOwnStackWithEmptyFieldsAndLabels() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    for identifier in ["email", "password", "error", "notice"] {
      app.expectText(identifier, "")
    }
    app.finish()
  }

  func testInvalidCredentialsShowTheErrorAndStayOnLogin() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    let attempts: [(String, String)] = [
      ("ana@example.com", "wrong"), ("nobody@example.com", "secret1"), ("", ""),
      ("ana@example.com", ""), ("ana@example.com", "secret1 "),
    ]
    for (email, password) in attempts {
      try app.logIn(email, password)
      app.expect("[Login]")
      app.expectText("error", "Invalid email or password")
    }
    XCTAssertNil(app.environment.persistentStores.session)
    app.finish()
  }

  func testValidCredentialsShowMainTabsWithHomeSelected() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    try app.logIn("ben@example.com", "hunter22")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectText("name", "Ben Okafor")
    app.finish()
  }

  func testAnEmailIsMatchedTrimmedAndIgnoringCase() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    try app.logIn("  Chen@Example.com ", "passw0rd")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.finish()
  }

  func testAnErrorStaysUntilTheNextAttemptChangesIt() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    try app.logIn("ana@example.com", "nope")
    app.expect("[Login]")
    try app.type("password", "secret1")
    app.expectText("error", "Invalid email or password")
    try app.tap("login")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.finish()
  }

  func testForgotPushesForgotPasswordAndBackReturnsToLogin() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    let transitions = try app.transitions { try app.tap("forgot") }
    app.expect("[Login > ForgotPassword]")
    XCTAssertEqual(transitions, ["push ForgotPassword by LoginWireframe"])
    try app.back()
    app.expect("[Login]")
    app.finish()
  }

  func testSignUpPushesSignUpAndBackReturnsToLoginWithItsText() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    try app.type("email", "ana@example.com")
    let transitions = try app.transitions { try app.tap("signup") }
    app.expect("[Login > SignUp]")
    XCTAssertEqual(transitions, ["push SignUp by LoginWireframe"])
    try app.back()
    app.expect("[Login]")
    app.expectText("email", "ana@example.com")
    app.finish()
  }
}
