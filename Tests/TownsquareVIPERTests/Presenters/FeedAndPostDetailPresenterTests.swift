import Townsquare
import XCTest

@testable import TownsquareVIPER

/// Decision covered: open post (a Feed row, a deep link, then the post's author). Feed's and
/// PostDetail's presenters against doubles of their views, interactors and wireframes.
@MainActor
final class FeedAndPostDetailPresenterTests: XCTestCase {
  private final class FeedStub: FeedInteractorInput, PostDetailInteractorInput {
    let allPosts = [
      Post(id: 1, authorID: 7, title: "Hello"), Post(id: 3, authorID: 9, title: "Market day"),
    ]
    let countText = "2 posts"
    func post(id: Int) -> Post? { allPosts.first { $0.id == id } }
    func byline(of post: Post) -> String { "by user \(post.authorID)" }
  }

  /// What the Feed screen was last told: its row titles, then the count.
  private final class FeedViewSpy: FeedViewInput {
    var shown: [String] = []
    func display(rows: [FeedRowViewModel], countText: String) {
      shown = rows.map(\.title) + [countText]
    }
  }

  private final class PostDetailViewSpy: PostDetailViewInput {
    var title: String?
    func display(title: String, byline: String) { self.title = title }
  }

  private final class WireframeSpy: FeedWireframeInput, PostDetailWireframeInput {
    var calls: [String] = []
    func openPostDetail(postID: Int) { calls.append("open post \(postID)") }
    func setStackToPostDetail(postID: Int) { calls.append("stack [Feed > post \(postID)]") }
    func setStackToUserProfile(userID: Int) { calls.append("stack [Feed > user \(userID)]") }
    func openUserProfile(userID: Int) { calls.append("open user \(userID)") }
  }

  private let feed = FeedStub()
  private let wireframe = WireframeSpy()

  func testTheFeedShowsOneRowAPost() async {
    let view = FeedViewSpy()
    let presenter = FeedPresenter(interactor: feed, wireframe: wireframe)
    presenter.view = view
    presenter.viewIsReady()
    XCTAssertEqual(view.shown, ["Hello", "Market day", "2 posts"])
  }

  // decision: open-post
  func testARowOpensItsPost() async {
    let presenter = FeedPresenter(interactor: feed, wireframe: wireframe)
    presenter.didSelectPost(id: 3)
    XCTAssertEqual(wireframe.calls, ["open post 3"])
  }

  // decision: deep-link-post
  // decision: deep-link-user
  func testALinkToAPostSetsTheStackInOneChange() async {
    let presenter = FeedPresenter(interactor: feed, wireframe: wireframe)
    presenter.showPost(id: 3)
    presenter.showUser(id: 9)
    XCTAssertEqual(wireframe.calls, ["stack [Feed > post 3]", "stack [Feed > user 9]"])
  }

  // decision: post-author
  func testThePostShowsItselfAndOpensItsAuthor() async {
    let view = PostDetailViewSpy()
    let presenter = PostDetailPresenter(interactor: feed, wireframe: wireframe, postID: 3)
    presenter.view = view
    presenter.viewIsReady()
    XCTAssertEqual(view.title, "Market day")
    presenter.didTapAuthor()
    XCTAssertEqual(wireframe.calls, ["open user 9"])
  }
}
