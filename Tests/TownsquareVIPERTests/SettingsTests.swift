import XCTest

@MainActor
final class SettingsTests: XCTestCase {
  /// Launches logged in as Ana and opens Settings from MyProfile.
  private func openSettings() throws -> AppDriver {
    let app = AppDriver.loggedIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    return try openSettings(in: app)
  }

  /// Opens Settings from MyProfile, starting with Home selected at its root.
  @discardableResult
  private func openSettings(in app: AppDriver) throws -> AppDriver {
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    try app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    return app
  }

  func testNotificationsStartOnAndATapTogglesThem() async throws {
    let app = try openSettings()
    app.expectText("notifications", "on")
    try app.tap("notifications")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectText("notifications", "off")
    XCTAssertFalse(app.environment.persistentStores.settings.notificationsEnabled)
    try app.tap("notifications")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectText("notifications", "on")
    XCTAssertTrue(app.environment.persistentStores.settings.notificationsEnabled)
    app.finish()
  }

  func testTheSwitchKeepsItsStateWhenSettingsIsOpenedAgainAndAfterARelaunch() async throws {
    let app = try openSettings()
    try app.tap("notifications")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    try app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    try app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectText("notifications", "off")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try openSettings(in: app)
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
    XCTAssertEqual(
      app.window.lifetimeTracker.aliveByRole()[.presenter], 3, "MainTabs, Feed, MyProfile")
    app.finish()
  }

  func testACancelledBackLeavesSettingsAndItsModuleAsTheyWere() async throws {
    let app = try openSettings()
    try app.tap("notifications")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
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
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile]}")
    try app.tap("settings")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile > Settings]}")
    let transitions = try app.transitions { try app.tap("logout") }
    app.expect("[Login]")
    XCTAssertEqual(transitions, ["setRoot [Login] by a setter"])
    XCTAssertNil(app.environment.persistentStores.session)
    for identifier in ["email", "password", "error", "notice"] {
      app.expectText(identifier, "")
    }
    app.expectNoLeaksOrIssues()
    XCTAssertEqual(app.window.lifetimeTracker.aliveByRole()[.presenter], 1, "Login's only")
    app.finish()
  }

  func testLogoutAfterAFailedLoginShowsEmptyFieldsAndStaysLoggedOut() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    try app.logIn("ana@example.com", "wrong")
    app.expect("[Login]")
    try app.logIn("ana@example.com", "secret1")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try openSettings(in: app)
    try app.tap("logout")
    app.expect("[Login]")
    app.expectText("email", "")
    app.expectText("password", "")
    app.expectText("error", "")
    app.relaunch()
    app.expect("[Login]")
    app.finish()
  }
}
