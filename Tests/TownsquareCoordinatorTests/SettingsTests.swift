import Townsquare
import XCTest

@MainActor
final class SettingsTests: XCTestCase {
  private func settings() -> AppDriver {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tab("Profile")
    app.tap("settings")
    return app
  }

  func testSettingsIsPushedOnTheProfileStackWithNotificationsOn() async {
    let app = settings()
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.text("notifications"), "on")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings}}}")
  }

  func testTheSwitchTogglesAndPersistsAcrossRelaunch() async {
    let app = settings()
    app.tap("notifications")
    XCTAssertEqual(app.text("notifications"), "off")
    XCTAssertFalse(app.environment.persistentStores.settings.notificationsEnabled)
    app.relaunch()
    app.tab("Profile")
    app.tap("settings")
    XCTAssertEqual(app.text("notifications"), "off")
    app.tap("notifications")
    XCTAssertEqual(app.text("notifications"), "on")
    app.back()
    app.tap("settings")
    XCTAssertEqual(app.text("notifications"), "on")
  }

  func testAboutShowsTheVersionAndGoesBackToSettings() async {
    let app = settings()
    app.tap("about")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    XCTAssertEqual(app.text("version"), "Townsquare 1.0")
    app.back()
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings}}}")
  }

  func testBackGestureEndsTheSettingsFlow() async {
    let app = settings()
    app.back()
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
  }

  func testCancelledBackGestureKeepsTheSettingsFlow() async {
    let app = settings()
    app.back(cancelled: true)
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings}}}")
    app.tap("about")
    XCTAssertEqual(app.visibleScreen, "About")
    app.back(cancelled: true)
    app.back()
    app.back()
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
  }

  func testTabReTapPoppingToRootEndsTheSettingsFlow() async {
    let app = settings()
    app.tap("about")
    app.tab("Profile")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
  }

  func testSettingsCanBeOpenedAgainAfterItsFlowEnded() async {
    let app = settings()
    app.back()
    app.tap("settings")
    app.tap("about")
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings}}}")
  }

  func testLogoutEndsTheSessionAndTheWholeMainFlow() async {
    let app = settings()
    app.tap("logout")
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.coordinatorTree, "App{Auth}")
    XCTAssertNil(app.environment.persistentStores.session)
    XCTAssertEqual(app.text("notice"), "")
    app.relaunch()
    XCTAssertEqual(app.hierarchy, "[Login]")
  }

  func testLogoutFromAboutsParentAfterBrowsingHomeLeavesNothingBehind() async {
    let app = AppDriver(loggedIn: "ben@example.com")
    app.tap("post-2")
    app.tap("author")
    app.tab("Profile")
    app.tap("settings")
    app.tap("about")
    app.back()
    app.tap("logout")
    XCTAssertEqual(app.hierarchy, "[Login]")
    app.logIn("ben@example.com", "hunter22")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
  }
}
