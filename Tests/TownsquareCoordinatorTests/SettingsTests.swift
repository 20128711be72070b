import Townsquare
import XCTest

@MainActor
final class SettingsTests: XCTestCase {
  private func settings(_ app: AppDriver = AppDriver(loggedIn: "ana@example.com")) -> AppDriver {
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    return app
  }

  func testSettingsIsPushedOnTheProfileStackWithNotificationsOn() async {
    let app = settings()
    XCTAssertEqual(app.text("notifications"), "on")
    XCTAssertEqual(Set(app.elements), ["notifications", "about", "logout"])
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.end()
  }

  func testTheSwitchTogglesAndPersistsAcrossRelaunch() async {
    let app = settings()
    app.tap("notifications")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.text("notifications"), "off")
    XCTAssertFalse(app.environment.persistentStores.settings.notificationsEnabled)
    app.relaunch()
    _ = settings(app)
    XCTAssertEqual(app.text("notifications"), "off")
    app.tap("notifications")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.text("notifications"), "on")
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.text("notifications"), "on")
    app.end()
  }

  func testAboutShowsTheVersionAndGoesBackToSettings() async {
    let app = settings()
    let transitions = app.transitions { app.tap("about") }
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    XCTAssertEqual(transitions, ["push About"])
    XCTAssertEqual(app.text("version"), "Townsquare 1.0")
    XCTAssertEqual(app.elements, ["version"])
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.end()
  }

  func testBackGestureEndsTheSettingsFlow() async {
    let app = settings()
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }

  func testCancelledBackGestureKeepsTheSettingsFlow() async {
    let app = settings()
    app.back(cancelled: true)
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.tap("about")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    app.back(cancelled: true)
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }

  func testTabReTapPoppingToRootEndsTheSettingsFlow() async {
    let app = settings()
    app.tap("about")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }

  func testSelectingTheOtherTabKeepsTheSettingsFlow() async {
    let app = settings()
    app.tab("Home")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile > Settings]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.end()
  }

  func testSettingsCanBeOpenedAgainAfterItsFlowEnded() async {
    let app = settings()
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.tap("about")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.end()
  }

  func testLogoutEndsTheSessionAndTheWholeMainFlow() async {
    let app = settings()
    let transitions = app.transitions { app.tap("logout") }
    app.expect("[Login]")
    XCTAssertEqual(transitions, ["setRoot [Login]"])
    app.expectTree("App{Auth}")
    XCTAssertNil(app.environment.persistentStores.session)
    XCTAssertEqual(app.text("notice"), "")
    app.relaunch()
    app.expect("[Login]")
    app.end()
  }

  func testLogoutAfterBrowsingBothTabsLeavesNothingBehind() async {
    let app = AppDriver(loggedIn: "ben@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tap("post-2")
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(2) > UserProfile(3)], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(2) > UserProfile(3)], Profile*:[MyProfile]}")
    app.tap("settings")
    app.expect(
      "Tabs{Home:[Feed > PostDetail(2) > UserProfile(3)], Profile*:[MyProfile > Settings]}")
    app.tap("about")
    app.expect(
      "Tabs{Home:[Feed > PostDetail(2) > UserProfile(3)], Profile*:[MyProfile > Settings > About]}")
    app.back()
    app.expect(
      "Tabs{Home:[Feed > PostDetail(2) > UserProfile(3)], Profile*:[MyProfile > Settings]}")
    app.tap("logout")
    app.expect("[Login]")
    app.logIn("ben@example.com", "hunter22")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }
}
