import HeadlessUIKit
import XCTest

/// Each navigation decision is attributed to the coordinator that made it: never to a router,
/// a screen or the tab container.
@MainActor
final class TransitionAttributionTests: XCTestCase {
  func testEveryCodeTransitionOfAFullTourComesFromACoordinator() async {
    let app = AppDriver()
    app.open("app://post/1")
    app.tap("skip")
    app.logIn()
    app.tap("author")
    app.tab("Profile")
    app.tap("settings")
    app.tap("about")
    app.back()
    app.tab("Profile")
    app.tap("edit")
    app.tap("cancel")
    app.open("app://profile/edit")
    app.open("app://user/3")
    app.open("app://settings")
    app.expireSession()
    app.type("email", "ben@example.com")
    app.tap("forgot")
    app.tap("send")
    let byFile = Dictionary(grouping: app.window.transitions.filter { $0.origin == .code }) {
      $0.source?.fileID ?? "nil"
    }
    XCTAssertEqual(
      Set(byFile.keys),
      [
        "TownsquareCoordinator/AppCoordinator.swift",
        "TownsquareCoordinator/AuthCoordinator.swift",
        "TownsquareCoordinator/HomeCoordinator.swift",
        "TownsquareCoordinator/MainCoordinator.swift",
        "TownsquareCoordinator/ProfileCoordinator.swift",
        "TownsquareCoordinator/SettingsCoordinator.swift",
        "TownsquareCoordinator/EditProfileCoordinator.swift",
      ])
    XCTAssertEqual(
      byFile["TownsquareCoordinator/AppCoordinator.swift"]?.map(\.description),
      [
        "setRoot Onboarding", "setRoot [Login]",
        "setRoot Tabs{Home*:[Feed], Profile:[MyProfile]}", "setRoot [Login]",
      ])
  }

  func testUserGesturesAreAttributedToNoCode() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tab("Profile")
    app.tap("settings")
    app.back(cancelled: true)
    app.back()
    app.tap("edit")
    app.swipeDown()
    let gestures = app.window.transitions.filter { $0.origin != .code }
    XCTAssertEqual(
      gestures.map(\.description),
      [
        "selectTab Profile (tab tap)", "pop Settings (cancelled back gesture)",
        "pop Settings (back gesture)", "dismiss [EditProfile] (sheet swipe)",
      ])
    XCTAssertTrue(gestures.allSatisfy { $0.source == nil })
  }

  func testLoginToMainTabsIsOneTabSetupAndOneRootSwap() async {
    let app = AppDriver(.onboarded)
    let before = app.transitions.count
    app.logIn()
    XCTAssertEqual(
      Array(app.transitions[before...]),
      [
        "setViewControllers Tabs{Home*:[Feed], Profile:[MyProfile]}",
        "setRoot Tabs{Home*:[Feed], Profile:[MyProfile]}",
      ])
  }
}
