import XCTest

/// The transition log attributes every change made by app code to the file that asked for it:
/// in this variant, always a wireframe; a property setter (`window.rootViewController =`,
/// `selectedIndex =`) cannot name its caller and is left unattributed.
@MainActor
final class TransitionAttributionTests: XCTestCase {
  func testAJourneyThroughEveryScreenNavigatesOnlyFromWireframes() async throws {
    let home = "Tabs{Home*:[Feed], Profile:[MyProfile]}"
    let app = AppDriver()
    app.expect("Onboarding")  // Root: Onboarding
    try app.tap("next")
    app.expect("Onboarding")
    try app.tap("skip")  // Root: [Login]
    app.expect("[Login]")
    try app.tap("forgot")  // Login: push
    app.expect("[Login > ForgotPassword]")
    try app.back()
    app.expect("[Login]")
    try app.tap("signup")  // Login: push
    app.expect("[Login > SignUp]")
    try app.back()
    app.expect("[Login]")
    try app.logIn("ana@example.com", "secret1")  // MainTabs: tabs; Root: Tabs
    app.expect(home)
    try app.tap("post-1")  // Feed: push
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    try app.tap("author")  // PostDetail: push
    app.expect("Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]}")
    try app.tap("edit")  // MyProfile: present
    app.expect(
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]} ^ [EditProfile]")
    try app.tap("cancel")  // EditProfile: dismiss
    app.expect("Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile]}")
    try app.tap("settings")  // MyProfile: push
    app.expect(
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile > Settings]}")
    try app.tap("about")  // Settings: push
    app.expect(
      "Tabs{Home:[Feed > PostDetail(1) > UserProfile(2)], Profile*:[MyProfile > Settings > About]}"
    )
    app.open("app://post/2")  // MainTabs: select; Feed: set
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile > Settings > About]}")
    app.open("app://profile/edit")  // MainTabs: select; MyProfile: set, present
    app.expect("Tabs{Home:[Feed > PostDetail(2)], Profile*:[MyProfile]} ^ [EditProfile]")
    app.expireSession()  // Root: dismiss, [Login]
    app.expect("[Login]")
    try app.logIn("ana@example.com", "secret1")  // MainTabs: tabs; Root: Tabs
    app.expect(home)
    app.open("app://settings")  // MainTabs: select; MyProfile: set
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    try app.tap("logout")  // Root: [Login]
    app.expect("[Login]")

    var byFile: [String: Int] = [:]
    for transition in app.window.transitions where transition.origin == .code {
      let file = transition.source?.fileID ?? "unattributed"
      byFile[file, default: 0] += 1
    }
    XCTAssertEqual(
      byFile,
      [
        // The root swaps and tab selections, through UIKit's property setters.
        "unattributed": 9,
        "TownsquareVIPER/RootWireframe.swift": 1,
        "TownsquareVIPER/MainTabsWireframe.swift": 2,
        "TownsquareVIPER/LoginWireframe.swift": 2,
        "TownsquareVIPER/FeedWireframe.swift": 2,
        "TownsquareVIPER/PostDetailWireframe.swift": 1,
        "TownsquareVIPER/MyProfileWireframe.swift": 5,
        "TownsquareVIPER/EditProfileWireframe.swift": 1,
        "TownsquareVIPER/SettingsWireframe.swift": 1,
      ])
    app.finish()
  }
}
