import XCTest

@MainActor
final class TabAndGestureTests: XCTestCase {
  private func launchHome() -> AppDriver {
    let app = AppDriver.loggedIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    return app
  }

  func testEachTabKeepsItsOwnStackWhenSwitching() async throws {
    let app = launchHome()
    try app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile]}")
    try app.tap("settings")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile > Settings]}")
    let transitions = try app.transitions { try app.tab("Home") }
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile > Settings]}")
    XCTAssertEqual(transitions, ["selectTab Home (tab tap) by system"])
    app.expectText("title", "Coordinators in practice")
    app.finish()
  }

  func testReTappingTheSelectedTabPopsItsStackToTheRootAndFreesThePoppedModules() async throws {
    let app = launchHome()
    try app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    try app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}")
    let transitions = try app.transitions { try app.tab("Home") }
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(transitions, ["popToRoot PostDetail(1), UserProfile(2) (tab tap) by system"])
    app.expectNoLeaksOrIssues()
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    try app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    try app.tap("about")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings > About]}")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectNoLeaksOrIssues()
    try app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.finish()
  }

  func testReTappingATabAtItsRootChangesNothing() async throws {
    let app = launchHome()
    let transitions = try app.transitions { try app.tab("Home") }
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(transitions, [])
    app.finish()
  }

  func testACancelledBackInTheHomeStackKeepsTheScreenWorking() async throws {
    let app = launchHome()
    try app.tap("post-4")
    app.expect("Tabs{Home*:[Feed > PostDetail(4)], Profile:[MyProfile]}")
    try app.cancelledBack()
    app.expect("Tabs{Home*:[Feed > PostDetail(4)], Profile:[MyProfile]}")
    try app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(4) > UserProfile(2)], Profile:[MyProfile]}")
    app.finish()
  }
}
