import Townsquare
import XCTest

/// A relaunch frees every object of the old run (checked by the driver) and starts from what
/// was persisted: never a navigation stack, a sheet or a kept link.
@MainActor
final class RelaunchTests: XCTestCase {
  func testRelaunchDuringOnboarding() async {
    let app = AppDriver()
    app.tap("next")
    app.relaunch()
    XCTAssertEqual(app.hierarchy, "Onboarding")
    XCTAssertEqual(app.coordinatorTree, "App{Onboarding}")
  }

  func testRelaunchOnAPushedLoginStack() async {
    let app = AppDriver(.onboarded)
    app.tap("signup")
    app.relaunch()
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.coordinatorTree, "App{Auth}")
  }

  func testRelaunchLoggedInWithPushedStacksAndASheet() async {
    let app = AppDriver(loggedIn: "chen@example.com")
    app.tap("post-1")
    app.tap("author")
    app.tab("Profile")
    app.tap("settings")
    app.tap("about")
    app.back()
    app.tab("Home")
    app.tab("Profile")
    app.tab("Profile")
    app.tap("edit")
    XCTAssertEqual(
      app.hierarchy,
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]} ^ [EditProfile]")
    app.relaunch()
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
    app.tab("Profile")
    XCTAssertEqual(app.text("name"), "Chen Wei")
  }

  func testRelaunchAfterLogout() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.open("app://settings")
    app.tap("logout")
    app.relaunch()
    XCTAssertEqual(app.hierarchy, "[Login]")
  }

  func testEveryComponentIsRegisteredWithTheTracker() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    let alive = app.window.lifetimeTracker.aliveByRole()
    // App, Main, Home, Profile; the window's router and one per tab; Feed's and MyProfile's
    // view models; the tab bar, two stacks and their root screens.
    XCTAssertEqual(alive[.coordinator], 4)
    XCTAssertEqual(alive[.router], 3)
    XCTAssertEqual(alive[.presenter], 2)
    XCTAssertEqual(alive[.view], 5)
    app.tab("Profile")
    app.tap("edit")
    let withSheet = app.window.lifetimeTracker.aliveByRole()
    XCTAssertEqual(withSheet[.coordinator], 5)
    XCTAssertEqual(withSheet[.router], 4)
    XCTAssertEqual(withSheet[.presenter], 3)
  }
}
