import Townsquare
import XCTest

/// Launch, relaunch and session expiry.
@MainActor
final class SessionTests: XCTestCase {
  func testLaunchDestinationFollowsTheStores() async {
    XCTAssertEqual(AppEnvironment().launch.destination, .onboarding)
    XCTAssertEqual(AppEnvironment(stores: .onboarded).launch.destination, .login)
    XCTAssertEqual(
      AppEnvironment(stores: .loggedIn(email: "ana@example.com")!).launch.destination, .mainTabs)
  }

  func testSessionSurvivesARelaunch() async throws {
    let first = AppEnvironment(stores: .onboarded)
    _ = try first.auth.login(email: "ana@example.com", password: "secret1")
    let second = AppEnvironment(stores: first.persistentStores)
    XCTAssertEqual(second.auth.currentUser?.name, "Ana Lima")
    XCTAssertEqual(second.launch.destination, .mainTabs)
  }

  func testExpiryEndsAnExistingSession() async {
    let app = AppEnvironment(stores: .loggedIn(email: "ben@example.com")!)
    XCTAssertTrue(app.auth.expireSession())
    XCTAssertFalse(app.auth.isLoggedIn)
    XCTAssertEqual(app.launch.destination, .login)
    XCTAssertEqual(AuthInteractor.sessionExpiredNotice, "Session expired")
  }

  func testExpiryWithoutSessionChangesNothing() async {
    for stores in [PersistentStores.fresh, .onboarded] {
      let app = AppEnvironment(stores: stores)
      XCTAssertFalse(app.auth.expireSession())
      XCTAssertEqual(app.persistentStores, stores)
    }
  }

  func testExpiryBeforeOnboardingChangesNothingEvenWithAStoredSession() async {
    let stores = PersistentStores(onboardingSeen: false, session: Session(userID: 1))
    let app = AppEnvironment(stores: stores)
    XCTAssertEqual(app.launch.destination, .onboarding)
    XCTAssertFalse(app.auth.expireSession())
    XCTAssertEqual(app.persistentStores, stores)
  }

  func testSecondExpiryChangesNothing() async {
    let app = AppEnvironment(stores: .loggedIn(email: "ben@example.com")!)
    XCTAssertTrue(app.auth.expireSession())
    XCTAssertFalse(app.auth.expireSession())
  }
}
