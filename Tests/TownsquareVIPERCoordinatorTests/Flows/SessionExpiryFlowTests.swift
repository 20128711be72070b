import Townsquare
import XCTest

/// The system ending the session: whatever is up goes, Login says why; with no session,
/// nothing happens.
@MainActor
final class SessionExpiryFlowTests: XCTestCase {
  func testExpiryDismissesTheSheetAndReturnsToLoginWithTheNotice() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.openEditSheet()
    app.expireSession()
    app.expect("[Login]")
    app.expectTree("App{Auth}")
    XCTAssertEqual(app.text("notice"), "Session expired")
    XCTAssertEqual(app.text("email"), "")
    app.logIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.end()
  }

  func testExpiryDeepInBothStacksTearsEverythingDown() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://user/3")
    app.expect("Tabs{Home*:[Feed > UserProfile(3)], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed > UserProfile(3)], Profile*:[MyProfile > Settings]}")
    app.tap("about")
    app.expect("Tabs{Home:[Feed > UserProfile(3)], Profile*:[MyProfile > Settings > About]}")
    app.expireSession()
    app.expect("[Login]")
    app.expectTree("App{Auth}")
    app.end()
  }

  func testExpiryWithoutASessionChangesNothing() async {
    let loggedOut = AppDriver(.onboarded)
    loggedOut.expect("[Login]")
    loggedOut.tap("forgot")
    loggedOut.expect("[Login > ForgotPassword]")
    loggedOut.expireSession()
    loggedOut.expect("[Login > ForgotPassword]")
    loggedOut.end()
    let beforeOnboarding = AppDriver(.fresh)
    beforeOnboarding.expect("Onboarding")
    beforeOnboarding.expireSession()
    beforeOnboarding.expect("Onboarding")
    beforeOnboarding.expectTree("App{Onboarding}")
    beforeOnboarding.end()
  }

  func testARelaunchWhileLoggedInOpensFreshTabs() async {
    let app = AppDriver()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tap("post-3")
    app.expect("Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.expectTree(AppDriver.mainTree)
    app.end()
  }
}
