import Townsquare
import XCTest

/// A relaunch frees every object of the old run (checked by the driver) and starts from what
/// was persisted: never a navigation stack, a sheet or a kept link.
@MainActor
final class RelaunchTests: XCTestCase {
  func testRelaunchDuringOnboarding() async {
    let app = AppDriver()
    app.expect("Onboarding")
    app.tap("next")
    app.expect("Onboarding")
    app.relaunch()
    app.expect("Onboarding")
    app.expectTree("App{Onboarding}")
    app.end()
  }

  func testRelaunchOnAPushedLoginStack() async {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.tap("signup")
    app.expect("[Login > SignUp]")
    app.relaunch()
    app.expect("[Login]")
    app.expectTree("App{Auth}")
    app.end()
  }

  func testRelaunchLoggedInWithPushedStacksAndASheet() async {
    let app = AppDriver(loggedIn: "chen@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]}")
    app.tap("edit")
    app.expect(
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]} ^ [EditProfile]")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.text("name"), "Chen Wei")
    app.end()
  }

  func testRelaunchWithSettingsAndAboutOpen() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.tap("about")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    app.relaunch()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.end()
  }

  func testRelaunchAfterLogout() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.tap("logout")
    app.expect("[Login]")
    app.relaunch()
    app.expect("[Login]")
    app.end()
  }

  func testEveryComponentIsRegisteredWithTheTracker() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    let alive = app.window.lifetimeTracker.aliveByRole()
    // App, Main, Home, Profile; the window's router and one per tab; Feed's and MyProfile's
    // view models; the tab bar, two stacks and their root screens.
    XCTAssertEqual(alive[.coordinator], 4)
    XCTAssertEqual(alive[.router], 3)
    XCTAssertEqual(alive[.viewModel], 2)
    XCTAssertEqual(alive[.view], 5)
    app.open("app://profile/edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    let withSheet = app.window.lifetimeTracker.aliveByRole()
    XCTAssertEqual(withSheet[.coordinator], 5)
    XCTAssertEqual(withSheet[.router], 4)
    XCTAssertEqual(withSheet[.viewModel], 3)
    app.end()
  }
}
