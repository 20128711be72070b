import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decisions covered: open post (a row, its author, a link's stack); against a recording router.
@MainActor
final class HomeCoordinatorTests: XCTestCase {
  private var unit: UnitContext!
  private var coordinator: HomeCoordinator!

  private var router: RecordingRouter { unit.routers[0] }

  override func setUp() async throws {
    unit = UnitContext()
    coordinator = HomeCoordinator(context: unit.context)
    coordinator.start()
  }

  func testStartBuildsTheFeedStack() async {
    XCTAssertEqual(router.stack, "[Feed]")
    XCTAssertEqual(router.calls, [])
    XCTAssertEqual(ScreenProbe.text("count", on: router.top), "4 posts")
  }

  // decision: open-post
  // decision: post-author
  func testRowPushesPostDetailAndAuthorPushesUserProfile() async {
    ScreenProbe.tap("post-4", on: router.top)
    XCTAssertEqual(router.calls, ["push PostDetail(4)"])
    XCTAssertEqual(ScreenProbe.text("byline", on: router.top), "Ben Okafor")
    ScreenProbe.tap("author", on: router.top)
    XCTAssertEqual(router.calls, ["push PostDetail(4)", "push UserProfile(2)"])
    XCTAssertEqual(router.stack, "[Feed > PostDetail(4) > UserProfile(2)]")
    XCTAssertEqual(coordinator.childCoordinators.count, 0)
  }

  // decision: deep-link-post
  // decision: deep-link-user
  func testLinksSetTheStackInOneCallReusingFeed() async {
    let feed = router.top
    ScreenProbe.tap("post-1", on: feed)
    coordinator.route(.post(id: 2))
    XCTAssertEqual(router.calls.last, "setStack [Feed > PostDetail(2)]")
    coordinator.route(.user(id: 3))
    XCTAssertEqual(router.calls.last, "setStack [Feed > UserProfile(3)]")
    XCTAssertTrue(router.screens.first === feed)
    XCTAssertEqual(ScreenProbe.text("name", on: router.top), "Chen Wei")
  }

  func testLinksOfTheOtherTabAreIgnored() async {
    coordinator.route(.settings)
    coordinator.route(.editProfile)
    XCTAssertEqual(router.calls, [])
  }
}
