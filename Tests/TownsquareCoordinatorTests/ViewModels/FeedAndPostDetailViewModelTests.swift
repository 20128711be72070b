import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decision covered: open post (a Feed row, then the post's author). Feed's and PostDetail's
/// view models against recording outcome closures (the coordinator's double) and a feed double
/// (`FeedStub`): they take `FeedServicing`.
@MainActor
final class FeedAndPostDetailViewModelTests: XCTestCase {
  private let feed = FeedStub([
    Post(id: 1, authorID: 1, title: "One"), Post(id: 4, authorID: 2, title: "Four"),
  ])
  private var outcomes: [String] = []

  // decision: open-post
  func testTheRowsAreTheFeedsAndARowReportsItsPost() async throws {
    let viewModel = FeedViewModel(feed: feed)
    viewModel.onSelectPost = { [unowned self] id in outcomes.append("post \(id)") }
    XCTAssertEqual(viewModel.countText, "2 posts")
    XCTAssertEqual(viewModel.rows.map(\.title), ["One", "Four"])
    viewModel.selectPost(id: 4)
    XCTAssertEqual(outcomes, ["post 4"])
  }

  // decision: post-author
  func testThePostShowsItselfAndReportsItsAuthor() async {
    let viewModel = PostDetailViewModel(feed: feed, postID: 4)
    viewModel.onShowAuthor = { [unowned self] id in outcomes.append("author \(id)") }
    XCTAssertEqual(viewModel.bylineText, "by 2")
    viewModel.showAuthor()
    XCTAssertEqual(outcomes, ["author 2"])
  }

  func testAnUnknownPostShowsNothingAndReportsNothing() async {
    let viewModel = PostDetailViewModel(feed: feed, postID: 99)
    viewModel.onShowAuthor = { [unowned self] id in outcomes.append("author \(id)") }
    XCTAssertEqual(viewModel.titleText, "")
    viewModel.showAuthor()
    XCTAssertEqual(outcomes, [])
  }
}
