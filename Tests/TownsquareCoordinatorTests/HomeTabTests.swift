import Townsquare
import XCTest

@MainActor
final class HomeTabTests: XCTestCase {
  private func home(_ email: String = "ana@example.com") -> AppDriver {
    let app = AppDriver(loggedIn: email)
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    return app
  }

  func testFeedListsEveryPostInIdOrderWithTheCount() async {
    let app = home()
    XCTAssertEqual(app.visibleScreen, "Feed")
    XCTAssertEqual(app.text("count"), "4 posts")
    XCTAssertEqual(
      app.elements.filter { $0.hasPrefix("post-") }, ["post-1", "post-2", "post-3", "post-4"])
    let titles = ["post-1", "post-2", "post-3", "post-4"].compactMap { app.text($0) }
    XCTAssertEqual(
      titles,
      [
        "Coordinators in practice", "VIPER at scale", "Routers are the how",
        "Testing navigation without UI",
      ])
    app.end()
  }

  func testRowPushesPostDetailWithTitleAndByline() async {
    let app = home()
    let transitions = app.transitions { app.tap("post-2") }
    app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
    XCTAssertEqual(transitions, ["push PostDetail(2)"])
    XCTAssertEqual(app.text("title"), "VIPER at scale")
    XCTAssertEqual(app.text("byline"), "Chen Wei")
    XCTAssertEqual(Set(app.elements), ["title", "byline", "author"])
    app.end()
  }

  func testAuthorPushesTheAuthorsProfile() async {
    let app = home()
    app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("byline"), "Ben Okafor")
    app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}")
    XCTAssertEqual(app.visibleScreen, "UserProfile(2)")
    XCTAssertEqual(app.text("name"), "Ben Okafor")
    XCTAssertEqual(app.text("bio"), "Designer")
    app.end()
  }

  func testEveryPostsBylineIsItsAuthor() async {
    let authors = [
      1: ("Ben Okafor", 2), 2: ("Chen Wei", 3), 3: ("Ana Lima", 1), 4: ("Ben Okafor", 2),
    ]
    for (post, (name, authorID)) in authors.sorted(by: { $0.key < $1.key }) {
      let app = home("chen@example.com")
      app.tap("post-\(post)")
      app.expect("Tabs{Home*:[Feed > PostDetail(\(post))], Profile:[MyProfile]}")
      XCTAssertEqual(app.text("byline"), name)
      app.tap("author")
      app.expect(
        "Tabs{Home*:[Feed > PostDetail(\(post)) > UserProfile(\(authorID))], Profile:[MyProfile]}")
      XCTAssertEqual(app.text("name"), name)
      app.end()
    }
  }

  func testBackGesturesUnwindTheStack() async {
    let app = home()
    app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}")
    app.back()
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.back(cancelled: true)
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    XCTAssertEqual(app.text("title"), "Coordinators in practice")
    app.back()
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.expectTree(AppDriver.mainBaseline)
    app.end()
  }

  func testTabReTapPopsThePushedStackToFeed() async {
    let app = home()
    app.tap("post-4")
    app.expect("Tabs{Home*:[Feed > PostDetail(4)], Profile:[MyProfile]}")
    app.tap("author")
    app.expect("Tabs{Home*:[Feed > PostDetail(4) > UserProfile(2)], Profile:[MyProfile]}")
    let transitions = app.transitions { app.tab("Home") }
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(transitions, ["popToRoot PostDetail(4), UserProfile(2) (tab tap)"])
    XCTAssertEqual(app.text("count"), "4 posts")
    app.end()
  }

  func testEachTabKeepsItsStackWhileTheOtherIsShown() async {
    let app = home()
    app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    app.tab("Profile")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile]}")
    app.tap("settings")
    app.expect("Tabs{Home:[Feed > PostDetail(1)], Profile*:[MyProfile > Settings]}")
    app.tab("Home")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile > Settings]}")
    XCTAssertEqual(app.visibleScreen, "PostDetail(1)")
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    app.end()
  }
}
