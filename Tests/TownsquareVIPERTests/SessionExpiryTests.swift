import XCTest

@MainActor
final class SessionExpiryTests: XCTestCase {
  func testExpiryTearsDownMainTabsAndShowsLoginWithTheNotice() async throws {
    let app = AppDriver.loggedIn()
    try app.tap("post-2")
    try app.tab("Profile")
    try app.tap("settings")
    let transitions = app.transitions { app.expireSession() }
    app.expect("[Login]")
    XCTAssertEqual(transitions, ["setRoot [Login] by RootWireframe"])
    app.expectText("notice", "Session expired")
    for identifier in ["email", "password", "error"] {
      app.expectText(identifier, "")
    }
    XCTAssertNil(app.environment.persistentStores.session)
    app.finish()
  }

  func testExpiryWithASheetOpenDismissesItFirst() async throws {
    let app = AppDriver.loggedIn()
    try app.tab("Profile")
    try app.tap("edit")
    let transitions = app.transitions { app.expireSession() }
    app.expect("[Login]")
    XCTAssertEqual(
      transitions, ["dismiss [EditProfile] by RootWireframe", "setRoot [Login] by RootWireframe"])
    app.expectText("notice", "Session expired")
    app.finish()
  }

  func testExpiryWhileLoggedOutChangesNothing() async throws {
    let app = AppDriver(stores: .onboarded)
    try app.tap("forgot")
    try app.type("email", "ana@example.com")
    let transitions = app.transitions { app.expireSession() }
    XCTAssertEqual(transitions, [])
    app.expect("[Login > ForgotPassword]")
    app.expectText("email", "ana@example.com")
    try app.back()
    app.expectText("notice", "")
    app.finish()
  }

  func testExpiryBeforeOnboardingChangesNothing() async throws {
    let app = AppDriver()
    try app.tap("next")
    let transitions = app.transitions { app.expireSession() }
    XCTAssertEqual(transitions, [])
    app.expect("Onboarding")
    app.expectText("page", "2/3")
    app.finish()
  }

  func testAfterExpiryAUserLogsInAgainAndALinkIsKeptMeanwhile() async throws {
    let app = AppDriver.loggedIn()
    app.expireSession()
    app.open("app://settings")
    app.expect("[Login]")
    try app.logIn("ana@example.com", "secret1")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expireSession()
    app.expireSession()
    app.expect("[Login]")
    app.expectText("notice", "Session expired")
    app.finish()
  }

  func testTheNoticeIsGoneAfterARelaunch() async throws {
    let app = AppDriver.loggedIn()
    app.expireSession()
    app.relaunch()
    app.expect("[Login]")
    app.expectText("notice", "")
    app.finish()
  }
}
