import XCTest

@MainActor
final class SessionExpiryTests: XCTestCase {
  func testExpiryTearsDownMainTabsAndShowsLoginWithTheNotice() async throws {
    let app = AppDriver.loggedIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tap("post-2")
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed > PostDetail(2)], Profile*:[MyProfile > Settings]}")
    let transitions = app.transitions { app.expireSession() }
    app.expect("[Login]")
    XCTAssertEqual(transitions, ["setRoot [Login] by a setter"])
    app.expectText("notice", "Session expired")
    for identifier in ["email", "password", "error"] {
      app.expectText(identifier, "")
    }
    XCTAssertNil(app.environment.persistentStores.session)
    app.finish()
  }

  func testExpiryWithASheetOpenDismissesItFirst() async throws {
    let app = AppDriver.loggedIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    try app.tap("edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    let transitions = app.transitions { app.expireSession() }
    app.expect("[Login]")
    XCTAssertEqual(
      transitions, ["dismiss [EditProfile] by RootWireframe", "setRoot [Login] by a setter"])
    app.expectText("notice", "Session expired")
    app.finish()
  }

  func testExpiryWhileLoggedOutChangesNothing() async throws {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    try app.tap("forgot")
    app.expect("[Login > ForgotPassword]")
    try app.type("email", "ana@example.com")
    let transitions = app.transitions { app.expireSession() }
    app.expect("[Login > ForgotPassword]")
    XCTAssertEqual(transitions, [])
    app.expectText("email", "ana@example.com")
    try app.back()
    app.expect("[Login]")
    app.expectText("notice", "")
    app.finish()
  }

  func testExpiryBeforeOnboardingChangesNothing() async throws {
    let app = AppDriver()
    app.expect("Onboarding")
    try app.tap("next")
    app.expect("Onboarding")
    let transitions = app.transitions { app.expireSession() }
    app.expect("Onboarding")
    XCTAssertEqual(transitions, [])
    app.expectText("page", "2/3")
    app.finish()
  }

  func testAfterExpiryAUserLogsInAgainAndALinkIsKeptMeanwhile() async throws {
    let app = AppDriver.loggedIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.expireSession()
    app.expect("[Login]")
    app.open("app://settings")
    app.expect("[Login]")
    try app.logIn("ana@example.com", "secret1")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expireSession()
    app.expect("[Login]")
    app.expireSession()
    app.expect("[Login]")
    app.expectText("notice", "Session expired")
    app.finish()
  }

  func testTheNoticeIsGoneAfterARelaunch() async throws {
    let app = AppDriver.loggedIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.expireSession()
    app.expect("[Login]")
    app.relaunch()
    app.expect("[Login]")
    app.expectText("notice", "")
    app.finish()
  }
}
