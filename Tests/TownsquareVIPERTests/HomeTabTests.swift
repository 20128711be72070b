import XCTest

@MainActor
final class HomeTabTests: XCTestCase {
  private func launchHome() -> AppDriver {
    let app = AppDriver.loggedIn()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    return app
  }

  func testTheFeedListsEveryPostByTitleWithTheCount() async throws {
    let app = launchHome()
    app.expectText("count", "4 posts")
    app.expectText("post-1", "Coordinators in practice")
    app.expectText("post-2", "VIPER at scale")
    app.expectText("post-3", "Routers are the how")
    app.expectText("post-4", "Testing navigation without UI")
    XCTAssertEqual(
      app.window.visibleIdentifiers().filter { $0.hasPrefix("post-") },
      ["post-1", "post-2", "post-3", "post-4"])
    app.finish()
  }

  func testARowPushesItsPostWithTitleAndBylineOfTheAuthorsName() async throws {
    let app = launchHome()
    let transitions = try app.transitions { try app.tap("post-2") }
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(transitions, ["push PostDetail(2) by FeedWireframe"])
    app.expectText("title", "VIPER at scale")
    app.expectText("byline", "Chen Wei")
    app.finish()
  }

  func testAuthorPushesTheAuthorsProfile() async throws {
    let app = launchHome()
    try app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    let transitions = try app.transitions { try app.tap("author") }
    app.expect("Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}")
    XCTAssertEqual(transitions, ["push UserProfile(2) by PostDetailWireframe"])
    app.expectText("name", "Ben Okafor")
    app.expectText("bio", "Designer")
    app.finish()
  }

  func testBackPopsOneScreenAtATimeAndFreesIt() async throws {
    let app = launchHome()
    try app.tap("post-3")
    app.expect("Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    try app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(3) > UserProfile(1)], Profile:[MyProfile]}")
    app.expectText("name", "Ana Lima")
    try app.back()
    app.expect("Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    app.expectNoLeaksOrIssues()
    try app.back()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.expectNoLeaksOrIssues()
    XCTAssertThrowsError(try app.back(), "no back at the root")
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.finish()
  }

  func testEachPostShowsItsOwnAuthor() async throws {
    let app = launchHome()
    for (id, authorID, author) in [
      (1, 2, "Ben Okafor"), (2, 3, "Chen Wei"), (3, 1, "Ana Lima"), (4, 2, "Ben Okafor"),
    ] {
      try app.tap("post-\(id)")
      app.expect("Tabs{Home*:[Feed > PostDetail(\(id))], Profile:[MyProfile]}")
      app.expectText("byline", author)
      try app.tap("author")
      app.expect(
        "Tabs{Home*:[Feed > PostDetail(\(id)) > UserProfile(\(authorID))], Profile:[MyProfile]}")
      app.expectText("name", author)
      try app.back()
      app.expect("Tabs{Home*:[Feed > PostDetail(\(id))], Profile:[MyProfile]}")
      try app.back()
      app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    }
    app.finish()
  }
}
