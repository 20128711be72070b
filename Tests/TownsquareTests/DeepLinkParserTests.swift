import Townsquare
import XCTest

final class DeepLinkParserTests: XCTestCase {
  private func rejection(_ url: String) -> DeepLinkRejection? {
    do {
      _ = try DeepLinkParser.parse(url)
      return nil
    } catch {
      return error
    }
  }

  func testTheFourForms() throws {
    XCTAssertEqual(try DeepLinkParser.parse("app://post/3"), .post(id: 3))
    XCTAssertEqual(try DeepLinkParser.parse("app://user/12"), .user(id: 12))
    XCTAssertEqual(try DeepLinkParser.parse("app://settings"), .settings)
    XCTAssertEqual(try DeepLinkParser.parse("app://profile/edit"), .editProfile)
  }

  func testURLIsTheCanonicalSpelling() throws {
    for url in ["app://post/3", "app://user/12", "app://settings", "app://profile/edit"] {
      XCTAssertEqual(try DeepLinkParser.parse(url).url, url)
    }
  }

  func testWrongScheme() {
    XCTAssertEqual(rejection("https://post/3"), .unknownScheme)
    XCTAssertEqual(rejection("APP://settings"), .unknownScheme)
    XCTAssertEqual(rejection("settings"), .notAURL)
    XCTAssertEqual(rejection(""), .notAURL)
  }

  func testWrongHost() {
    XCTAssertEqual(rejection("app://nope"), .unknownHost)
    XCTAssertEqual(rejection("app://posts/3"), .unknownHost)
    XCTAssertEqual(rejection("app:///settings"), .unknownHost)
    XCTAssertEqual(rejection("app://"), .unknownHost)
  }

  func testWrongPath() {
    for url in [
      "app://post", "app://post/", "app://post/3/comments", "app://settings/", "app://settings/x",
      "app://profile", "app://profile/view", "app://profile/edit/", "app://user",
    ] {
      XCTAssertEqual(rejection(url), .unknownPath, url)
    }
  }

  func testQueryOrFragment() {
    XCTAssertEqual(rejection("app://post/3?ref=mail"), .unexpectedQuery)
    XCTAssertEqual(rejection("app://settings#top"), .unexpectedQuery)
  }

  func testNonNumericIDs() {
    for id in ["abc", "-1", "+3", "03", "3.0", "٣", "99999999999999999999999"] {
      XCTAssertEqual(rejection("app://post/\(id)"), .invalidID(id), id)
    }
    XCTAssertEqual(rejection("app://user/x1"), .invalidID("x1"))
  }

  func testReasons() {
    XCTAssertEqual(DeepLinkRejection.unknownHost.reason, "unknown host")
    XCTAssertEqual(DeepLinkRejection.unknownScheme.reason, "unknown scheme")
    XCTAssertEqual(DeepLinkRejection.unknownPath.reason, "unknown path")
    XCTAssertEqual(DeepLinkRejection.invalidID("abc").reason, "invalid id \"abc\"")
    XCTAssertEqual(DeepLinkRejection.unknownPost(9).reason, "unknown post 9")
    XCTAssertEqual(DeepLinkRejection.unknownUser(9).reason, "unknown user 9")
  }
}
