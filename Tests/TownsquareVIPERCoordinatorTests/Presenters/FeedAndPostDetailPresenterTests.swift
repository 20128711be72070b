import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Decisions covered: open post (a row, then its author).
///
/// Opening a post and its author, decided nowhere in the screens: the presenters only report.
@MainActor
final class FeedAndPostDetailPresenterTests: XCTestCase {
  private final class PostsStub: FeedInteractorInput, PostDetailInteractorInput {
    let allPosts = [
      Post(id: 7, authorID: 2, title: "Seven"), Post(id: 8, authorID: 3, title: "Eight"),
    ]
    let countText = "2 posts"
    func post(id: Int) -> Post? { allPosts.first { $0.id == id } }
    func byline(of post: Post) -> String { "Author \(post.authorID)" }
  }

  private final class FeedViewSpy: FeedViewInput {
    var rows: [FeedRowViewModel] = []
    var countText: String?
    func display(rows: [FeedRowViewModel], countText: String) {
      self.rows = rows
      self.countText = countText
    }
  }

  private final class PostDetailViewSpy: PostDetailViewInput {
    var shown: [String] = []
    func display(title: String, byline: String) { shown = [title, byline] }
  }

  private final class OutputSpy: FeedModuleOutput, PostDetailModuleOutput {
    var events: [String] = []
    func feedModule(didSelectPost postID: Int) { events.append("post \(postID)") }
    func postDetailModule(didSelectAuthor userID: Int) { events.append("author \(userID)") }
  }

  private let posts = PostsStub()
  private let output = OutputSpy()

  // decision: open-post
  func testTheFeedShowsARowAPostAndReportsTheChosenOne() async {
    let view = FeedViewSpy()
    let presenter = FeedPresenter(interactor: posts, output: output)
    presenter.view = view
    presenter.viewIsReady()
    XCTAssertEqual(
      view.rows, [FeedRowViewModel(postID: 7, title: "Seven"), .init(postID: 8, title: "Eight")])
    XCTAssertEqual(view.countText, "2 posts")
    presenter.didSelectPost(id: 8)
    XCTAssertEqual(output.events, ["post 8"])
  }

  // decision: post-author
  func testPostDetailShowsItsPostAndReportsItsAuthor() async {
    let view = PostDetailViewSpy()
    let presenter = PostDetailPresenter(interactor: posts, output: output, postID: 8)
    presenter.view = view
    presenter.viewIsReady()
    XCTAssertEqual(view.shown, ["Eight", "Author 3"])
    presenter.didTapAuthor()
    XCTAssertEqual(output.events, ["author 3"])
  }

  func testPostDetailHoldsItsViewWeakly() async {
    let presenter = PostDetailPresenter(interactor: posts, output: output, postID: 7)
    var view: PostDetailViewSpy? = PostDetailViewSpy()
    presenter.view = view
    weak let released = view
    view = nil
    XCTAssertNil(released)
    XCTAssertNil(presenter.view)
  }
}
