import XCTest

@testable import Townsquare

@MainActor
final class FeedInteractorTests: XCTestCase {
  func testPostsInIDOrderWithCount() async {
    let feed = AppEnvironment().feed
    XCTAssertEqual(feed.allPosts.map(\.id), [1, 2, 3, 4])
    XCTAssertEqual(feed.countText, "4 posts")
  }

  func testCountTextIsSingularForOnePost() async {
    let users = AppEnvironment().users
    let one = PostRepository(posts: [Post(id: 7, authorID: 1, title: "Alone")])
    XCTAssertEqual(FeedInteractor(posts: one, users: users).countText, "1 post")
    let none = PostRepository(posts: [])
    XCTAssertEqual(FeedInteractor(posts: none, users: users).countText, "0 posts")
  }

  func testPostDetailTitleAndBylineAreExact() async throws {
    let feed = AppEnvironment().feed
    let post = try XCTUnwrap(feed.post(id: 3))
    XCTAssertEqual(post.title, "Routers are the how")
    XCTAssertEqual(feed.byline(of: post), "Ana Lima")
    XCTAssertEqual(feed.author(of: post)?.id, 1)
    XCTAssertNil(feed.post(id: 5))
  }

  func testBylineFollowsAProfileEdit() async throws {
    let app = AppEnvironment(stores: .loggedIn(email: "ben@example.com")!)
    _ = try app.profile.updateProfile(name: "Benjamin Okafor", bio: "Designer")
    let post = try XCTUnwrap(app.feed.post(id: 1))
    XCTAssertEqual(app.feed.byline(of: post), "Benjamin Okafor")
  }
}
