import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// Feed's and PostDetail's wireframes, each built around a stand-in screen on a recording
/// navigation controller: what they push, and the stacks a deep link sets.
@MainActor
final class HomeWireframeTests: XCTestCase {
  private let module = UnitModule()

  private func feedOnStack() -> (FeedWireframe, RecordingNavigationController) {
    let wireframe = FeedWireframe(dependencies: module.dependencies)
    let feed = UnitModule.placeholder("Feed")
    wireframe.viewController = feed
    return (wireframe, RecordingNavigationController(rootViewController: feed))
  }

  // decision: open-post
  func testOpeningAPostPushesItsDetail() async {
    let (wireframe, stack) = feedOnStack()
    wireframe.openPostDetail(postID: 1)
    XCTAssertEqual(stack.calls, ["push PostDetail(1)"])
  }

  // decision: deep-link-post
  func testAPostLinkSetsTheStackAboveThisFeedInOneChange() async {
    let (wireframe, stack) = feedOnStack()
    wireframe.openPostDetail(postID: 1)
    wireframe.setStackToPostDetail(postID: 2)
    XCTAssertEqual(stack.calls.last, "setViewControllers [Feed > PostDetail(2)] unanimated")
    XCTAssertEqual(stack.stack, "[Feed > PostDetail(2)]")
  }

  // decision: deep-link-user
  func testAUserLinkSetsTheStackAboveThisFeedInOneChange() async {
    let (wireframe, stack) = feedOnStack()
    wireframe.setStackToUserProfile(userID: 3)
    XCTAssertEqual(stack.calls, ["setViewControllers [Feed > UserProfile(3)] unanimated"])
  }

  // decision: post-author
  func testTheAuthorIsPushedAboveThePost() async {
    let wireframe = PostDetailWireframe(dependencies: module.dependencies)
    let post = UnitModule.placeholder("PostDetail")
    wireframe.viewController = post
    let stack = RecordingNavigationController(rootViewController: post)
    wireframe.openUserProfile(userID: 3)
    XCTAssertEqual(stack.calls, ["push UserProfile(3)"])
  }
}
