import Townsquare
import XCTest

@MainActor
final class DeepLinkInteractorTests: XCTestCase {
  private func loggedIn() -> AppEnvironment {
    AppEnvironment(stores: .loggedIn(email: "ana@example.com")!)
  }

  func testValidLinksNavigateWhenLoggedIn() async {
    let app = loggedIn()
    XCTAssertEqual(app.deepLinks.open("app://post/4"), .navigate(.post(id: 4)))
    XCTAssertEqual(app.deepLinks.open("app://user/2"), .navigate(.user(id: 2)))
    XCTAssertEqual(app.deepLinks.open("app://settings"), .navigate(.settings))
    XCTAssertEqual(app.deepLinks.open("app://profile/edit"), .navigate(.editProfile))
    XCTAssertNil(app.deepLinkInbox.pending)
    XCTAssertEqual(app.log.entries, [])
  }

  func testUnknownIDsAreRejectedAndLogged() async {
    let app = loggedIn()
    XCTAssertEqual(app.deepLinks.open("app://post/5"), .rejected(.unknownPost(5)))
    XCTAssertEqual(app.deepLinks.open("app://user/0"), .rejected(.unknownUser(0)))
    XCTAssertEqual(
      app.log.entries,
      [
        "unhandled deep link \"app://post/5\": unknown post 5",
        "unhandled deep link \"app://user/0\": unknown user 0",
      ])
  }

  func testSignedUpUsersAreKnownToLinks() async throws {
    let app = AppEnvironment(stores: .onboarded)
    XCTAssertEqual(app.deepLinks.open("app://user/4"), .rejected(.unknownUser(4)))
    _ = try app.auth.signUp(name: "Dee", email: "dee@example.com", password: "abcdef")
    XCTAssertEqual(app.deepLinks.open("app://user/4"), .navigate(.user(id: 4)))
  }

  func testLogEntryQuotesTheURLAsWritten() async {
    let app = loggedIn()
    _ = app.deepLinks.open("app://nope")
    _ = app.deepLinks.open(#"x "y" \z"#)
    XCTAssertEqual(
      app.log.entries,
      [
        #"unhandled deep link "app://nope": unknown host"#,
        #"unhandled deep link "x \"y\" \\z": not a URL"#,
      ])
  }

  func testLoggedOutKeepsTheLastHandledLinkOnce() async {
    let app = AppEnvironment(stores: .onboarded)
    XCTAssertEqual(app.deepLinks.open("app://post/1"), .kept(.post(id: 1)))
    XCTAssertEqual(app.deepLinks.open("app://settings"), .kept(.settings))
    XCTAssertEqual(app.deepLinkInbox.pending, .settings)
    XCTAssertEqual(app.deepLinks.takePending(), .settings)
    XCTAssertNil(app.deepLinks.takePending())
  }

  func testBeforeOnboardingLinksAreKept() async {
    let app = AppEnvironment()
    XCTAssertEqual(app.deepLinks.open("app://profile/edit"), .kept(.editProfile))
    XCTAssertEqual(app.deepLinkInbox.take(), .editProfile)
  }

  func testRejectedLinkLeavesTheKeptOne() async {
    let app = AppEnvironment(stores: .onboarded)
    _ = app.deepLinks.open("app://user/3")
    XCTAssertEqual(app.deepLinks.open("app://user/99"), .rejected(.unknownUser(99)))
    XCTAssertEqual(app.deepLinkInbox.pending, .user(id: 3))
  }

  func testKeptLinkDoesNotSurviveARelaunchButTheSessionDoes() async throws {
    let first = AppEnvironment(stores: .onboarded)
    _ = first.deepLinks.open("app://post/2")
    let second = AppEnvironment(stores: first.persistentStores)
    XCTAssertNil(second.deepLinkInbox.pending)
    XCTAssertEqual(second.log.entries, [])

    _ = try second.auth.login(email: "ana@example.com", password: "secret1")
    let third = AppEnvironment(stores: second.persistentStores)
    XCTAssertTrue(third.auth.isLoggedIn)
  }
}
