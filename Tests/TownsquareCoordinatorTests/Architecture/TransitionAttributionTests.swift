import HeadlessUIKit
import XCTest

/// Each navigation decision is attributed to the coordinator that made it: never to a router,
/// a screen or the tab container.
@MainActor
final class TransitionAttributionTests: XCTestCase {
  func testEveryCodeTransitionOfAFullTourComesFromACoordinator() async {
    let app = AppDriver()
    app.expect("Onboarding")
    app.open("app://post/1")
    app.expect("Onboarding")
    app.tap("skip")
    app.expect("[Login]")
    app.logIn()
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]}")
    app.tap("settings")
    app.expect(
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile > Settings]}")
    app.tap("about")
    app.expect(
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile > Settings > About]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]}")
    app.tap("edit")
    app.expect(
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]} ^ [EditProfile]")
    app.tap("cancel")
    app.expect("Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]}")
    app.open("app://profile/edit")
    app.expect(
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]} ^ [EditProfile]")
    app.open("app://user/3")
    app.expect("Tabs{Home*:[Feed > UserProfile(3)], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed > UserProfile(3)], Profile*:[MyProfile > Settings]}")
    app.expireSession()
    app.expect("[Login]")
    app.type("email", "ben@example.com")
    app.tap("forgot")
    app.expect("[Login > ForgotPassword]")
    app.tap("send")
    app.expect("[Login]")
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
    app.end()
  }

  func testUserGesturesAreAttributedToNoCode() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    let gestures = app.transitions {
      app.tab("Profile")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
      app.tap("settings")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
      app.back(cancelled: true)
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
      app.back()
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
      app.tap("edit")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
      app.swipeDown()
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    }
    XCTAssertEqual(
      gestures,
      [
        "selectTab Profile (tab tap) by system",
        "push Settings by SettingsCoordinator",
        "pop Settings (cancelled back gesture) by system",
        "pop Settings (back gesture) by system",
        "present [EditProfile] by EditProfileCoordinator",
        "dismiss [EditProfile] (sheet swipe) by system",
      ])
    app.end()
  }
}
