import HeadlessUIKit
import XCTest

@testable import TownsquareVIPER

/// Feed's and PostDetail's wireframes against a navigation double: what each call asks of
/// the Home stack.
@MainActor
final class FeedAndPostDetailWireframeTests: XCTestCase {
  private let navigation = NavigationDouble()
  private let feed = NavigationDouble.screen("Feed")

  private func feedWireframe() -> (FeedWireframe, NavigationDouble.Stack) {
    let stack = navigation.stack(feed)
    let wireframe = FeedWireframe(dependencies: navigation.dependencies)
    wireframe.viewController = feed
    return (wireframe, stack)
  }

  // decision: open-post
  func testOpeningAPostPushesItsDetail() async {
    let (wireframe, stack) = feedWireframe()
    wireframe.openPostDetail(postID: 3)
    XCTAssertEqual(stack.calls, ["push PostDetail(3)"])
    XCTAssertEqual(navigation.hierarchy, "[Feed > PostDetail(3)]")
  }

  // decision: deep-link-post
  func testALinkToAPostSetsTheStackAboveTheSameFeedInOneChange() async {
    let (wireframe, stack) = feedWireframe()
    wireframe.openPostDetail(postID: 1)
    stack.calls = []
    wireframe.setStackToPostDetail(postID: 3)
    XCTAssertEqual(stack.calls, ["setViewControllers [Feed > PostDetail(3)]"])
    XCTAssertTrue(stack.viewControllers.first === feed, "the Feed is kept, not rebuilt")
  }

  // decision: deep-link-user
  func testALinkToAUserSetsTheStackAboveTheSameFeedInOneChange() async {
    let (wireframe, stack) = feedWireframe()
    wireframe.setStackToUserProfile(userID: 2)
    XCTAssertEqual(stack.calls, ["setViewControllers [Feed > UserProfile(2)]"])
    XCTAssertTrue(stack.viewControllers.first === feed, "the Feed is kept, not rebuilt")
  }

  // decision: post-author
  func testThePostPushesItsAuthor() async {
    let post = NavigationDouble.screen("PostDetail")
    let stack = navigation.stack(feed, post)
    let wireframe = PostDetailWireframe(dependencies: navigation.dependencies)
    wireframe.viewController = post
    wireframe.openUserProfile(userID: 2)
    XCTAssertEqual(stack.calls, ["push UserProfile(2)"])
    XCTAssertEqual(navigation.hierarchy, "[Feed > PostDetail > UserProfile(2)]")
  }
}
