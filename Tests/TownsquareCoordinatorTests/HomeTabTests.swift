import Townsquare
import XCTest

@MainActor
final class HomeTabTests: XCTestCase {
  func testFeedListsEveryPostInIdOrderWithTheCount() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    XCTAssertEqual(app.visibleScreen, "Feed")
    XCTAssertEqual(app.text("count"), "4 posts")
    XCTAssertEqual(
      app.elements.filter { $0.hasPrefix("post-") }, ["post-1", "post-2", "post-3", "post-4"])
    XCTAssertEqual(app.text("post-1"), "Coordinators in practice")
    XCTAssertEqual(app.text("post-4"), "Testing navigation without UI")
  }

  func testRowPushesPostDetailWithTitleAndByline() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tap("post-2")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("title"), "VIPER at scale")
    XCTAssertEqual(app.text("byline"), "Chen Wei")
  }

  func testAuthorPushesTheAuthorsProfile() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tap("post-1")
    app.tap("author")
    XCTAssertEqual(
      app.hierarchy, "Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}")
    XCTAssertEqual(app.visibleScreen, "UserProfile(2)")
    XCTAssertEqual(app.text("name"), "Ben Okafor")
    XCTAssertEqual(app.text("bio"), "Designer")
  }

  func testOwnPostLeadsToOwnPublicProfile() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tap("post-3")
    XCTAssertEqual(app.text("byline"), "Ana Lima")
    app.tap("author")
    XCTAssertEqual(app.visibleScreen, "UserProfile(1)")
    XCTAssertEqual(app.text("bio"), "iOS developer")
  }

  func testBackGesturesUnwindTheStack() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tap("post-1")
    app.tap("author")
    app.back()
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.back(cancelled: true)
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.back()
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, AppDriver.mainBaseline)
  }

  func testTabReTapPopsThePushedStackToFeed() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tap("post-4")
    app.tap("author")
    app.tab("Home")
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("count"), "4 posts")
  }

  func testEachTabKeepsItsStackWhileTheOtherIsShown() async {
    let app = AppDriver(loggedIn: "ana@example.com")
    app.tap("post-1")
    app.tab("Profile")
    app.tap("settings")
    XCTAssertEqual(
      app.hierarchy, "Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile > Settings]}")
    app.tab("Home")
    XCTAssertEqual(
      app.hierarchy, "Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile > Settings]}")
    XCTAssertEqual(app.visibleScreen, "PostDetail(1)")
  }
}
