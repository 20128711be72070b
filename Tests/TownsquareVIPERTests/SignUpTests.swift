import XCTest

@MainActor
final class SignUpTests: XCTestCase {
  private func openSignUp() throws -> AppDriver {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    try app.tap("signup")
    app.expect("[Login > SignUp]")
    return app
  }

  private func create(
    _ app: AppDriver, _ name: String, _ email: String, _ password: String,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    try app.type("name", name)
    try app.type("email", email)
    try app.type("password", password)
    try app.tap("create", file: file, line: line)
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
    try create(app, "  ", "no-at-sign", "123")
    app.expect("[Login > SignUp]")
    app.expectText("error", "Name is required")
    try create(app, "Dana", "no-at-sign", "123")
    app.expect("[Login > SignUp]")
    app.expectText("error", "Enter a valid email")
    try create(app, "Dana", " ANA@example.com ", "123")
    app.expect("[Login > SignUp]")
    app.expectText("error", "An account with this email already exists")
    try create(app, "Dana", "dana@example.com", "12345")
    app.expect("[Login > SignUp]")
    app.expectText("error", "Password must be at least 6 characters")
    XCTAssertEqual(app.environment.persistentStores.users.count, 3)
    XCTAssertNil(app.environment.persistentStores.session)
    app.finish()
  }

  func testValidInputCreatesTheAccountLogsInAndShowsMainTabs() async throws {
    let app = try openSignUp()
    try create(app, " Dana Cruz ", "dana@example.com", "123456")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(app.environment.persistentStores.session?.userID, 4)
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectText("name", "Dana Cruz")
    app.expectText("bio", "")
    app.finish()
  }

  func testTheNewAccountCanLogInAfterLogout() async throws {
    let app = try openSignUp()
    try create(app, "Dana", "dana@example.com", "123456")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    try app.tap("logout")
    app.expect("[Login]")
    try app.logIn("dana@example.com", "123456")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.finish()
  }
}
