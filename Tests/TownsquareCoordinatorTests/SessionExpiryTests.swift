import Townsquare
import XCTest

@MainActor
final class SessionExpiryTests: XCTestCase {
  func testExpiryTearsDownMainTabsAndLoginSaysWhy() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile > Settings]}")
    app.tap("about")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile > Settings > About]}")
    let transitions = app.transitions { app.expireSession() }
    app.expect("[Login]")
    XCTAssertEqual(transitions, ["setRoot [Login]"])
    XCTAssertEqual(app.text("notice"), "Session expired")
    XCTAssertEqual(app.text("email"), "")
    XCTAssertEqual(app.text("password"), "")
    XCTAssertEqual(app.text("error"), "")
    app.expectTree("App{Auth}")
    XCTAssertNil(app.environment.persistentStores.session)
    app.end()
  }

  func testExpiryWithTheSheetUpDismissesItBeforeTheRootChanges() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://profile/edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    let transitions = app.transitions { app.expireSession() }
    app.expect("[Login]")
    XCTAssertEqual(
      transitions,
      ["dismiss [EditProfile]", "setRoot [Login]"])
    XCTAssertEqual(app.text("notice"), "Session expired")
    app.end()
  }

  func testExpiryWithNoSessionChangesNothing() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.type("email", "ana@")
    app.tap("forgot")
    app.expect("[Login > ForgotPassword]")
    let transitions = app.transitions { app.expireSession() }
    app.expect("[Login > ForgotPassword]")
    XCTAssertEqual(transitions, [])
    app.back()
    app.expect("[Login]")
    XCTAssertEqual(app.text("notice"), "")
    XCTAssertEqual(app.text("email"), "ana@")
    app.expectTree("App{Auth}")
    app.end()
  }

  func testExpiryBeforeOnboardingChangesNothing() async {
    let app = AppDriver()
    app.expect("Onboarding")
    app.tap("next")
    app.expect("Onboarding")
    app.expireSession()
    app.expect("Onboarding")
    XCTAssertEqual(app.text("page"), "2/3")
    app.end()
  }

  func testExpiryAfterLogoutChangesNothing() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.tap("logout")
    app.expect("[Login]")
    app.expireSession()
    app.expect("[Login]")
    XCTAssertEqual(app.text("notice"), "")
    app.end()
  }

  func testLoginAfterExpiryStartsAFreshMainFlow() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expireSession()
    app.expect("[Login]")
    app.logIn("ben@example.com", "hunter22")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Ben Okafor")
    app.expireSession()
    app.expect("[Login]")
    XCTAssertEqual(app.text("notice"), "Session expired")
    app.end()
  }

  func testRelaunchAfterExpiryShowsLoginWithoutTheNotice() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.expireSession()
    app.expect("[Login]")
    app.relaunch()
    app.expect("[Login]")
    XCTAssertEqual(app.text("notice"), "")
    app.end()
  }
}
