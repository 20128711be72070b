import XCTest

@MainActor
final class TabAndGestureTests: XCTestCase {
  func testEachTabKeepsItsOwnStackWhenSwitching() async throws {
    let app = AppDriver.loggedIn()
    try app.tap("post-1")
    try app.tab("Profile")
    try app.tap("settings")
    let transitions = try app.transitions { try app.tab("Home") }
    XCTAssertEqual(transitions, ["selectTab Home (tab tap) by system"])
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile > Settings]}")
    app.expectText("title", "Coordinators in practice")
    app.finish()
  }

  func testReTappingTheSelectedTabPopsItsStackToTheRootAndFreesThePoppedModules() async throws {
    let app = AppDriver.loggedIn()
    try app.tap("post-1")
    try app.tap("author")
    let transitions = try app.transitions { try app.tab("Home") }
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(transitions, ["popToRoot PostDetail(1), UserProfile(2) (tab tap) by system"])
    app.expectNoLeaksOrIssues()
    try app.tab("Profile")
    try app.tap("settings")
    try app.tap("about")
    try app.tab("Profile")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectNoLeaksOrIssues()
    try app.tap("settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.finish()
  }

  func testReTappingATabAtItsRootChangesNothing() async throws {
    let app = AppDriver.loggedIn()
    let transitions = try app.transitions { try app.tab("Home") }
    XCTAssertEqual(transitions, [])
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.finish()
  }

  func testACancelledBackInTheHomeStackKeepsTheScreenWorking() async throws {
    let app = AppDriver.loggedIn()
    try app.tap("post-4")
    try app.cancelledBack()
    app.expect("Tabs{Home*:[Feed > PostDetail(4)], Profile:[MyProfile]}")
    try app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(4) > UserProfile(2)], Profile:[MyProfile]}")
    app.finish()
  }
}
