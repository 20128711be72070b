import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// Feed's and PostDetail's view models against doubles of their wireframes and of the feed
/// (`FeedStub`): they take `FeedServicing`.
@MainActor
final class FeedAndPostDetailViewModelTests: XCTestCase {
  private final class FeedWireframeSpy: FeedWireframeInput {
    var calls: [String] = []
    func openPostDetail(postID: Int) { calls.append("open post \(postID)") }
    func setStackToPostDetail(postID: Int) { calls.append("stack post \(postID)") }
    func setStackToUserProfile(userID: Int) { calls.append("stack user \(userID)") }
  }

  private final class PostDetailWireframeSpy: PostDetailWireframeInput {
    var calls: [String] = []
    func openUserProfile(userID: Int) { calls.append("open user \(userID)") }
  }

  private let feed = FeedStub([
    Post(id: 1, authorID: 1, title: "One"), Post(id: 2, authorID: 3, title: "Two"),
    Post(id: 3, authorID: 1, title: "Three"),
  ])
  private let feedWireframe = FeedWireframeSpy()
  private let postWireframe = PostDetailWireframeSpy()

  // decision: open-post
  func testAChosenRowOpensItsPost() async {
    let viewModel = FeedViewModel(feed: feed, wireframe: feedWireframe)
    XCTAssertEqual(viewModel.rows.map(\.postID), [1, 2, 3])
    XCTAssertEqual(viewModel.countText, "3 posts")
    viewModel.selectPost(id: 3)
    XCTAssertEqual(feedWireframe.calls, ["open post 3"])
  }

  // decision: deep-link-post
  // decision: deep-link-user
  func testLinksAskForTheStackOfTheirScreen() async {
    let viewModel = FeedViewModel(feed: feed, wireframe: feedWireframe)
    viewModel.showPost(id: 2)
    viewModel.showUser(id: 3)
    XCTAssertEqual(feedWireframe.calls, ["stack post 2", "stack user 3"])
  }

  // decision: post-author
  func testTheAuthorButtonOpensThePostsAuthor() async {
    let viewModel = PostDetailViewModel(
      feed: feed, wireframe: postWireframe, postID: 2)
    XCTAssertEqual(viewModel.titleText, "Two")
    viewModel.showAuthor()
    XCTAssertEqual(postWireframe.calls, ["open user 3"])
  }
}
