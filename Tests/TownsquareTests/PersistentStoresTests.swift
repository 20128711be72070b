import Townsquare
import XCTest

final class PersistentStoresTests: XCTestCase {
  func testSeedIsTheDesignData() {
    XCTAssertEqual(
      Seed.users.map { "\($0.id) \($0.name) \($0.email)/\($0.password) \($0.bio)" },
      [
        "1 Ana Lima ana@example.com/secret1 iOS developer",
        "2 Ben Okafor ben@example.com/hunter22 Designer",
        "3 Chen Wei chen@example.com/passw0rd Product manager",
      ])
    XCTAssertEqual(
      Seed.posts.map { "\($0.id) \($0.authorID) \($0.title)" },
      [
        "1 2 Coordinators in practice", "2 3 VIPER at scale", "3 1 Routers are the how",
        "4 2 Testing navigation without UI",
      ])
    XCTAssertEqual(Seed.emails, ["ana@example.com", "ben@example.com", "chen@example.com"])
  }

  func testFreshIsSeededUnseenAndLoggedOut() {
    let fresh = PersistentStores.fresh
    XCTAssertFalse(fresh.onboardingSeen)
    XCTAssertNil(fresh.session)
    XCTAssertEqual(fresh.users, Seed.users)
    XCTAssertTrue(fresh.settings.notificationsEnabled)
  }

  func testOnboardedOnlySetsTheFlag() {
    var expected = PersistentStores.fresh
    expected.onboardingSeen = true
    XCTAssertEqual(PersistentStores.onboarded, expected)
  }

  func testLoggedInImpliesOnboardedAndNamesTheUser() {
    let stores = PersistentStores.loggedIn(email: "chen@example.com")
    XCTAssertEqual(stores?.onboardingSeen, true)
    XCTAssertEqual(stores?.session, Session(userID: 3))
    XCTAssertEqual(PersistentStores.loggedIn(email: " Chen@example.COM")?.session?.userID, 3)
  }

  func testLoggedInRefusesAnUnknownEmail() {
    XCTAssertNil(PersistentStores.loggedIn(email: "zed@example.com"))
  }
}
