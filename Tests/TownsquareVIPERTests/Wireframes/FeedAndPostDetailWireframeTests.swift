import HeadlessUIKit
import XCTest

@testable import TownsquareVIPER

/// Decision covered: open post — Feed's wireframe pushes PostDetail (or sets the stack for a
/// link), PostDetail's pushes the author. The wireframes against a recording window.
@MainActor
final class FeedAndPostDetailWireframeTests: XCTestCase {
  private let recording = RecordingWindow()

  private func showFeed() throws -> (any FeedWireframeInput, UIViewController) {
    let feed = FeedWireframe.buildModule(dependencies: recording.dependencies).viewController
    recording.show(inStack: feed)
    _ = recording.newTransitions()
    return (try RecordingWindow.wireframe(of: feed, as: (any FeedWireframeInput).self), feed)
  }

  func testOpeningAPostPushesItsDetail() async throws {
    let (wireframe, _) = try showFeed()
    wireframe.openPostDetail(postID: 3)
    XCTAssertEqual(recording.newTransitions(), ["push PostDetail(3)"])
    XCTAssertEqual(recording.hierarchy, "[Feed > PostDetail(3)]")
  }

  func testALinkSetsTheStackInOneUnanimatedChange() async throws {
    let (wireframe, _) = try showFeed()
    wireframe.openPostDetail(postID: 1)
    _ = recording.newTransitions()
    wireframe.setStackToPostDetail(postID: 3)
    XCTAssertEqual(recording.newTransitions(), ["setViewControllers [Feed > PostDetail(3)]"])
  }

  func testThePostPushesItsAuthor() async throws {
    let (feedWireframe, _) = try showFeed()
    feedWireframe.openPostDetail(postID: 3)
    _ = recording.newTransitions()
    let navigation = try XCTUnwrap(recording.window.rootViewController as? UINavigationController)
    let post = try XCTUnwrap(navigation.topViewController)
    let wireframe = try RecordingWindow.wireframe(of: post, as: (any PostDetailWireframeInput).self)
    wireframe.openUserProfile(userID: 2)
    XCTAssertEqual(recording.newTransitions(), ["push UserProfile(2)"])
  }
}
