import Townsquare
import XCTest

@MainActor
final class ProfileInteractorTests: XCTestCase {
  func testUserProfileShowsAnyUser() async {
    let profile = AppEnvironment().profile
    XCTAssertEqual(profile.user(id: 3)?.profile, Profile(name: "Chen Wei", bio: "Product manager"))
    XCTAssertNil(profile.user(id: 9))
  }

  func testCurrentProfileIsTheLoggedInUser() async {
    XCTAssertEqual(
      AppEnvironment(stores: .loggedIn(email: "ana@example.com")!).profile.currentProfile,
      Profile(name: "Ana Lima", bio: "iOS developer"))
    XCTAssertNil(AppEnvironment(stores: .onboarded).profile.currentProfile)
  }

  func testUpdateStoresTrimmedValuesThatSurviveARelaunch() async throws {
    let first = AppEnvironment(stores: .loggedIn(email: "ana@example.com")!)
    let saved = try first.profile.updateProfile(name: " Ana L. ", bio: " Swift ")
    XCTAssertEqual(saved, Profile(name: "Ana L.", bio: "Swift"))
    XCTAssertEqual(first.profile.currentProfile, saved)
    XCTAssertEqual(first.profile.user(id: 1)?.profile, saved)
    let second = AppEnvironment(stores: first.persistentStores)
    XCTAssertEqual(second.profile.currentProfile, saved)
  }

  func testEmptyBioIsAllowed() async throws {
    let app = AppEnvironment(stores: .loggedIn(email: "ana@example.com")!)
    XCTAssertEqual(try app.profile.updateProfile(name: "Ana", bio: "  ").bio, "")
  }

  func testEmptyNameIsRefusedAndNothingChanges() async {
    let stores = PersistentStores.loggedIn(email: "ana@example.com")!
    let app = AppEnvironment(stores: stores)
    XCTAssertThrowsError(try app.profile.updateProfile(name: "  ", bio: "New bio")) { error in
      XCTAssertEqual((error as? ProfileError)?.message, "Name is required")
    }
    XCTAssertEqual(app.persistentStores, stores)
  }

  func testUpdateWithoutSessionIsRefused() async {
    let app = AppEnvironment(stores: .onboarded)
    XCTAssertThrowsError(try app.profile.updateProfile(name: "Ana", bio: "")) { error in
      XCTAssertEqual(error as? ProfileError, .notLoggedIn)
    }
    XCTAssertEqual(app.persistentStores, .onboarded)
  }
}
