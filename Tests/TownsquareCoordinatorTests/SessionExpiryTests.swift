import Townsquare
import XCTest

@MainActor
final class SessionExpiryTests: XCTestCase {
  func testExpiryTearsDownMainTabsAndLoginSaysWhy() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tap("post-1")
    app.tab("Profile")
    app.tap("settings")
    app.tap("about")
    app.expireSession()
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.text("notice"), "Session expired")
    XCTAssertEqual(app.text("email"), "")
    XCTAssertEqual(app.text("error"), "")
    XCTAssertEqual(app.coordinatorTree, "App{Auth}")
    XCTAssertNil(app.environment.persistentStores.session)
  }

  func testExpiryWithTheSheetUpDismissesItBeforeTheRootChanges() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tab("Profile")
    app.tap("edit")
    app.expireSession()
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.text("notice"), "Session expired")
    XCTAssertEqual(app.transitions.suffix(2), ["dismiss [EditProfile]", "setRoot [Login]"])
  }

  func testExpiryWithNoSessionChangesNothing() async {
    let app = AppDriver(.onboarded)
    app.type("email", "ana@")
    app.expireSession()
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.text("notice"), "")
    XCTAssertEqual(app.text("email"), "ana@")
    XCTAssertEqual(app.coordinatorTree, "App{Auth}")
  }

  func testExpiryBeforeOnboardingChangesNothing() async {
    let app = AppDriver()
    app.tap("next")
    app.expireSession()
    XCTAssertEqual(app.hierarchy, "Onboarding")
    XCTAssertEqual(app.text("page"), "2/3")
  }

  func testExpiryAfterLogoutChangesNothing() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tab("Profile")
    app.tap("settings")
    app.tap("logout")
    app.expireSession()
    XCTAssertEqual(app.text("notice"), "")
  }

  func testLoginAfterExpiryStartsAFreshMainFlow() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.open("app://settings")
    app.expireSession()
    app.logIn("ben@example.com", "hunter22")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
    app.tab("Profile")
    XCTAssertEqual(app.text("name"), "Ben Okafor")
    app.relaunch()
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
  }

  func testRelaunchAfterExpiryShowsLoginWithoutTheNotice() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.expireSession()
    app.relaunch()
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.text("notice"), "")
  }
}
