import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decision covered: open post (a Feed row, then the post's author). Feed's and PostDetail's
/// view models against recording outcome closures (the coordinator's double), over the shared
/// FeedInteractor: view models take the domain's concrete interactors, so there is no
/// protocol to double.
@MainActor
final class FeedAndPostDetailViewModelTests: XCTestCase {
  private let environment = AppEnvironment(stores: .loggedIn(email: "ana@example.com")!)
  private var outcomes: [String] = []

  // decision: open-post
  func testARowReportsItsPostAndAMissingRowNothing() async throws {
    let viewModel = FeedViewModel(feed: environment.feed)
    viewModel.onSelectPost = { [unowned self] id in outcomes.append("post \(id)") }
    XCTAssertEqual(viewModel.countText, "4 posts")
    let index = try XCTUnwrap(viewModel.rows.firstIndex { $0.postID == 4 })
    viewModel.selectPost(at: index)
    viewModel.selectPost(at: viewModel.rows.count)
    XCTAssertEqual(outcomes, ["post 4"])
  }

  // decision: post-author
  func testThePostShowsItselfAndReportsItsAuthor() async {
    let viewModel = PostDetailViewModel(feed: environment.feed, postID: 4)
    viewModel.onShowAuthor = { [unowned self] id in outcomes.append("author \(id)") }
    XCTAssertEqual(viewModel.bylineText, "Ben Okafor")
    viewModel.showAuthor()
    XCTAssertEqual(outcomes, ["author 2"])
  }

  func testAnUnknownPostShowsNothingAndReportsNothing() async {
    let viewModel = PostDetailViewModel(feed: environment.feed, postID: 99)
    viewModel.onShowAuthor = { [unowned self] id in outcomes.append("author \(id)") }
    XCTAssertEqual(viewModel.titleText, "")
    viewModel.showAuthor()
    XCTAssertEqual(outcomes, [])
  }
}
