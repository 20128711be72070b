import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Decisions covered: open post (a row, its author, a link's stack); against a recording router.
///
/// The Home tab's decisions: open a post, its author, a link's stack.
@MainActor
final class HomeCoordinatorTests: XCTestCase {
  private var unit: UnitDependencies!
  private var coordinator: HomeCoordinator!

  private var router: RecordingRouter { unit.routers[0] }

  override func setUp() async throws {
    unit = UnitDependencies()
    coordinator = HomeCoordinator(dependencies: unit.dependencies)
    coordinator.start()
  }

  func testStartBuildsTheFeedStack() async {
    XCTAssertEqual(router.stack, "[Feed]")
    XCTAssertEqual(router.calls, [])
    XCTAssertEqual(displayedText("count", on: router.top), "4 posts")
  }

  // decision: open-post
  // decision: post-author
  func testOpeningAPostPushesItsDetailAndTheAuthorPushesTheirProfile() async {
    coordinator.feedModule(didSelectPost: 3)
    XCTAssertEqual(router.calls, ["push PostDetail(3)"])
    XCTAssertEqual(displayedText("title", on: router.top), "Routers are the how")
    coordinator.postDetailModule(didSelectAuthor: 1)
    XCTAssertEqual(router.calls, ["push PostDetail(3)", "push UserProfile(1)"])
    XCTAssertEqual(displayedText("bio", on: router.top), "iOS developer")
  }

  // decision: deep-link-post
  // decision: deep-link-user
  func testALinkSetsTheStackAboveTheSameFeed() async {
    let feed = router.top
    coordinator.feedModule(didSelectPost: 1)
    coordinator.route(.user(id: 3))
    XCTAssertEqual(router.calls.last, "setStack [Feed > UserProfile(3)]")
    XCTAssertTrue(router.screens.first === feed)
    coordinator.route(.post(id: 2))
    XCTAssertEqual(router.stack, "[Feed > PostDetail(2)]")
  }

  func testProfileLinksAreNotItsBusiness() async {
    coordinator.route(.settings)
    coordinator.route(.editProfile)
    XCTAssertEqual(router.calls, [])
  }
}
