import ScenarioLanguage
import XCTest

final class SuggestionTests: XCTestCase {
  private let commands = ["tap", "tab", "type", "swipe-down", "expire-session", "expect screen"]

  func testCloseWordsFindTheirCandidate() {
    XCTAssertEqual(Suggestion.nearest(to: "tapp", in: commands), "tap")
    XCTAssertEqual(Suggestion.nearest(to: "tpa", in: commands), "tap")
    XCTAssertEqual(Suggestion.nearest(to: "swipedown", in: commands), "swipe-down")
    XCTAssertEqual(Suggestion.nearest(to: "expect scren", in: commands), "expect screen")
  }

  func testCaseIsIgnored() {
    XCTAssertEqual(Suggestion.nearest(to: "TAPP", in: commands), "tap")
    XCTAssertEqual(Suggestion.nearest(to: "feed", in: ["Login", "Feed"]), "Feed")
  }

  func testAPartOfAMultiPartCandidateSuggestsIt() {
    XCTAssertEqual(Suggestion.nearest(to: "expire", in: commands), "expire-session")
    XCTAssertEqual(Suggestion.nearest(to: "screen", in: commands), "expect screen")
    XCTAssertEqual(Suggestion.nearest(to: "down", in: commands), "swipe-down")
  }

  func testDistantWordsSuggestNothing() {
    XCTAssertNil(Suggestion.nearest(to: "frobnicate", in: commands))
    XCTAssertNil(Suggestion.nearest(to: "login", in: ["logout"]))
    XCTAssertNil(Suggestion.nearest(to: "x", in: ["tap"]))
    XCTAssertNil(Suggestion.nearest(to: "", in: ["tap"]))
    XCTAssertNil(Suggestion.nearest(to: "tap", in: []))
  }

  func testShortCandidatesAllowOneEdit() {
    XCTAssertEqual(Suggestion.nearest(to: "tp", in: ["tap"]), "tap")
    XCTAssertNil(Suggestion.nearest(to: "tpx", in: ["tap"]))
  }

  func testTheNearestWinsAndTiesGoToTheEarlierCandidate() {
    XCTAssertEqual(Suggestion.nearest(to: "post-9", in: ["count", "post-1", "post-2"]), "post-1")
    XCTAssertEqual(Suggestion.nearest(to: "posts-2", in: ["post-1", "post-2"]), "post-2")
    XCTAssertEqual(Suggestion.nearest(to: "tabb", in: ["tap", "tab"]), "tab")
  }
}
