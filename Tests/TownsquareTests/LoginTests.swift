import Townsquare
import XCTest

@MainActor
final class LoginTests: XCTestCase {
  func testSeededCredentialsLogInAndPersistTheSession() async throws {
    let app = AppEnvironment(stores: .onboarded)
    let user = try app.auth.login(email: "ben@example.com", password: "hunter22")
    XCTAssertEqual(user.name, "Ben Okafor")
    XCTAssertEqual(app.auth.currentUser?.id, 2)
    XCTAssertTrue(app.auth.isLoggedIn)
    XCTAssertEqual(app.persistentStores.session, Session(userID: 2))
  }

  func testEveryWrongInputGivesTheSameText() async {
    let app = AppEnvironment(stores: .onboarded)
    let attempts = [
      ("ana@example.com", "wrong"), ("nobody@example.com", "secret1"), ("", ""),
      ("ana@example.com", "Secret1"), ("ana@example.com", " secret1"),
      ("ben@example.com", "secret1"),
    ]
    for (email, password) in attempts {
      XCTAssertThrowsError(try app.auth.login(email: email, password: password)) { error in
        XCTAssertEqual((error as? AuthError)?.message, "Invalid email or password", email)
      }
    }
    XCTAssertFalse(app.auth.isLoggedIn)
    XCTAssertNil(app.persistentStores.session)
  }

  func testEmailIsTrimmedAndCaseInsensitive() async throws {
    let app = AppEnvironment(stores: .onboarded)
    let user = try app.auth.login(email: "  ANA@Example.com ", password: "secret1")
    XCTAssertEqual(user.id, 1)
  }

  func testLogoutEndsTheSession() async throws {
    let app = AppEnvironment(stores: .loggedIn(email: "chen@example.com")!)
    XCTAssertEqual(app.auth.currentUser?.name, "Chen Wei")
    app.auth.logout()
    XCTAssertNil(app.auth.currentUser)
    XCTAssertEqual(app.launch.destination, .login)
  }
}
