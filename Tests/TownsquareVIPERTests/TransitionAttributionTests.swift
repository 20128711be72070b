import XCTest

/// The transition log attributes every change made by app code to the file that asked for it:
/// in this variant, always a wireframe.
@MainActor
final class TransitionAttributionTests: XCTestCase {
  func testAJourneyThroughEveryScreenNavigatesOnlyFromWireframes() async throws {
    let app = AppDriver()
    try app.tap("next")
    try app.tap("skip")  // Root: Onboarding, [Login]
    try app.tap("forgot")  // Login: push
    try app.back()
    try app.tap("signup")  // Login: push
    try app.back()
    try app.logIn("ana@example.com", "secret1")  // MainTabs: tabs; Root: Tabs
    try app.tap("post-1")  // Feed: push
    try app.tap("author")  // PostDetail: push
    try app.tab("Profile")
    try app.tap("edit")  // MyProfile: present
    try app.tap("cancel")  // EditProfile: dismiss
    try app.tap("settings")  // MyProfile: push
    try app.tap("about")  // Settings: push
    app.open("app://post/2")  // MainTabs: select; Feed: set
    app.open("app://profile/edit")  // MainTabs: select; MyProfile: set, present
    app.expireSession()  // Root: dismiss, [Login]
    try app.logIn("ana@example.com", "secret1")  // MainTabs: tabs; Root: Tabs
    try app.tab("Profile")
    try app.tap("settings")  // MyProfile: push
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
        "TownsquareVIPER/RootWireframe.swift": 7,
        "TownsquareVIPER/MainTabsWireframe.swift": 4,
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
