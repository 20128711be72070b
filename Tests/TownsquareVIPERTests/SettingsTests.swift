import XCTest

@MainActor
final class SettingsTests: XCTestCase {
  private func openSettings(_ app: AppDriver = .loggedIn()) throws -> AppDriver {
    try app.tab("Profile")
    try app.tap("settings")
    return app
  }

  func testNotificationsStartOnAndATapTogglesThem() async throws {
    let app = try openSettings()
    app.expectText("notifications", "on")
    try app.tap("notifications")
    app.expectText("notifications", "off")
    XCTAssertFalse(app.environment.persistentStores.settings.notificationsEnabled)
    try app.tap("notifications")
    app.expectText("notifications", "on")
    XCTAssertTrue(app.environment.persistentStores.settings.notificationsEnabled)
    app.finish()
  }

  func testTheSwitchKeepsItsStateWhenSettingsIsOpenedAgainAndAfterARelaunch() async throws {
    let app = try openSettings()
    try app.tap("notifications")
    try app.back()
    try app.tap("settings")
    app.expectText("notifications", "off")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    _ = try openSettings(app)
    app.expectText("notifications", "off")
    app.finish()
  }

  func testAboutIsPushedAndShowsTheVersion() async throws {
    let app = try openSettings()
    let transitions = try app.transitions { try app.tap("about") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    XCTAssertEqual(transitions, ["push About by SettingsWireframe"])
    app.expectText("version", "Townsquare 1.0")
    try app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.finish()
  }

  func testBackFromSettingsPopsItAndFreesItsModule() async throws {
    let app = try openSettings()
    let transitions = try app.transitions { try app.back() }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(transitions, ["pop Settings (back gesture) by system"])
    app.expectNoLeaksOrIssues()
    XCTAssertEqual(app.window.lifetimeTracker.aliveByRole()[.presenter], 3)
    app.finish()
  }

  func testACancelledBackLeavesSettingsAndItsModuleAsTheyWere() async throws {
    let app = try openSettings()
    try app.tap("notifications")
    let transitions = try app.transitions { try app.cancelledBack() }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(transitions, ["pop Settings (cancelled back gesture) by system"])
    app.expectText("notifications", "off")
    try app.tap("about")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    app.finish()
  }

  func testLogoutTearsDownMainTabsAndShowsAnEmptyLogin() async throws {
    let app = AppDriver.loggedIn()
    try app.tap("post-1")
    try app.tap("author")
    _ = try openSettings(app)
    try app.tap("about")
    try app.back()
    let transitions = try app.transitions { try app.tap("logout") }
    app.expect("[Login]")
    XCTAssertEqual(transitions, ["setRoot [Login] by RootWireframe"])
    XCTAssertNil(app.environment.persistentStores.session)
    for identifier in ["email", "password", "error", "notice"] {
      app.expectText(identifier, "")
    }
    app.expectNoLeaksOrIssues()
    XCTAssertEqual(app.window.lifetimeTracker.aliveByRole()[.presenter], 1, "Login's only")
    app.finish()
  }

  func testLogoutAfterAFailedLoginStillShowsEmptyFields() async throws {
    let app = AppDriver(stores: .onboarded)
    try app.logIn("ana@example.com", "wrong")
    try app.logIn("ana@example.com", "secret1")
    _ = try openSettings(app)
    try app.tap("logout")
    app.expectText("email", "")
    app.expectText("password", "")
    app.expectText("error", "")
    app.relaunch()
    app.expect("[Login]")
    app.finish()
  }
}
