import XCTest

@MainActor
final class SignUpTests: XCTestCase {
  private func openSignUp() throws -> AppDriver {
    let app = AppDriver(stores: .onboarded)
    try app.tap("signup")
    return app
  }

  private func fill(_ app: AppDriver, _ name: String, _ email: String, _ password: String) throws {
    try app.type("name", name)
    try app.type("email", email)
    try app.type("password", password)
    try app.tap("create")
  }

  func testTheFormStartsEmpty() async throws {
    let app = try openSignUp()
    for identifier in ["name", "email", "password", "error"] {
      app.expectText(identifier, "")
    }
    app.finish()
  }

  func testTheRulesAreCheckedInOrderAndTheFirstBrokenOneIsShown() async throws {
    let app = try openSignUp()
    try fill(app, "  ", "no-at-sign", "123")
    app.expectText("error", "Name is required")
    try fill(app, "Dana", "no-at-sign", "123")
    app.expectText("error", "Enter a valid email")
    try fill(app, "Dana", " ANA@example.com ", "123")
    app.expectText("error", "An account with this email already exists")
    try fill(app, "Dana", "dana@example.com", "12345")
    app.expectText("error", "Password must be at least 6 characters")
    app.expect("[Login > SignUp]")
    XCTAssertEqual(app.environment.persistentStores.users.count, 3)
    app.finish()
  }

  func testValidInputCreatesTheAccountLogsInAndShowsMainTabs() async throws {
    let app = try openSignUp()
    try fill(app, " Dana Cruz ", "dana@example.com", "123456")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expectText("name", "Dana Cruz")
    app.expectText("bio", "")
    XCTAssertEqual(app.environment.persistentStores.session?.userID, 4)
    app.finish()
  }

  func testTheNewAccountCanLogInAfterLogout() async throws {
    let app = try openSignUp()
    try fill(app, "Dana", "dana@example.com", "123456")
    try app.tab("Profile")
    try app.tap("settings")
    try app.tap("logout")
    try app.logIn("dana@example.com", "123456")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.finish()
  }
}
