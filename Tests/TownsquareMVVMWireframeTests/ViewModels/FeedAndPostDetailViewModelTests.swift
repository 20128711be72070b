import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// Feed's and PostDetail's view models against doubles of their wireframes, over the shared
/// FeedInteractor.
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

  private let environment = AppEnvironment(stores: .loggedIn(email: "ana@example.com")!)
  private let feedWireframe = FeedWireframeSpy()
  private let postWireframe = PostDetailWireframeSpy()

  // decision: open-post
  func testAChosenRowOpensItsPost() async {
    let viewModel = FeedViewModel(feed: environment.feed, wireframe: feedWireframe)
    XCTAssertEqual(viewModel.rows.map(\.postID), [1, 2, 3, 4])
    viewModel.selectPost(at: 2)
    XCTAssertEqual(feedWireframe.calls, ["open post 3"])
  }

  func testARowPastTheEndOpensNothing() async {
    let viewModel = FeedViewModel(feed: environment.feed, wireframe: feedWireframe)
    viewModel.selectPost(at: 4)
    XCTAssertEqual(feedWireframe.calls, [])
  }

  // decision: deep-link-post
  // decision: deep-link-user
  func testLinksAskForTheStackOfTheirScreen() async {
    let viewModel = FeedViewModel(feed: environment.feed, wireframe: feedWireframe)
    viewModel.showPost(id: 2)
    viewModel.showUser(id: 3)
    XCTAssertEqual(feedWireframe.calls, ["stack post 2", "stack user 3"])
  }

  // decision: post-author
  func testTheAuthorButtonOpensThePostsAuthor() async {
    let viewModel = PostDetailViewModel(
      feed: environment.feed, wireframe: postWireframe, postID: 2)
    XCTAssertEqual(viewModel.titleText, "VIPER at scale")
    viewModel.showAuthor()
    XCTAssertEqual(postWireframe.calls, ["open user 3"])
  }
}
