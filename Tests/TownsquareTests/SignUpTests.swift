import Townsquare
import XCTest

@MainActor
final class SignUpTests: XCTestCase {
  /// The sign-up's error text, or `nil` when the account was created.
  private func signUpError(name: String, email: String, password: String) -> String? {
    let app = AppEnvironment(stores: .onboarded)
    do {
      _ = try app.auth.signUp(name: name, email: email, password: password)
      return nil
    } catch {
      XCTAssertEqual(app.persistentStores, .onboarded, "a refused sign-up stores nothing")
      return error.message
    }
  }

  func testEmptyNameAfterTrimmingIsRefused() async {
    XCTAssertEqual(
      signUpError(name: "   ", email: "dee@example.com", password: "secret9"), "Name is required")
  }

  func testEmailWithoutAtSignIsRefused() async {
    XCTAssertEqual(
      signUpError(name: "Dee", email: "dee.example.com", password: "secret9"),
      "Enter a valid email")
  }

  func testTakenEmailIsRefusedIgnoringCaseAndSpaces() async {
    XCTAssertEqual(
      signUpError(name: "Dee", email: " BEN@example.com", password: "secret9"),
      "An account with this email already exists")
  }

  func testShortPasswordIsRefused() async {
    XCTAssertEqual(
      signUpError(name: "Dee", email: "dee@example.com", password: "12345"),
      "Password must be at least 6 characters")
    XCTAssertNil(signUpError(name: "Dee", email: "dee@example.com", password: "123456"))
  }

  func testRulesApplyInDesignOrder() async {
    // Every rule broken: the name wins; then, name fixed, the email; and so on.
    XCTAssertEqual(signUpError(name: "", email: "x", password: "1"), "Name is required")
    XCTAssertEqual(signUpError(name: "Dee", email: "x", password: "1"), "Enter a valid email")
    XCTAssertEqual(
      signUpError(name: "Dee", email: "ana@example.com", password: "1"),
      "An account with this email already exists")
    XCTAssertEqual(
      signUpError(name: "Dee", email: "dee@example.com", password: "1"),
      "Password must be at least 6 characters")
  }

  func testSuccessCreatesAnAccountWithTheNextIDAndLogsIn() async throws {
    let app = AppEnvironment(stores: .onboarded)
    let dee = try app.auth.signUp(
      name: " Dee Park ", email: " dee@example.com ", password: "abcdef")
    XCTAssertEqual(
      dee, User(id: 4, name: "Dee Park", email: "dee@example.com", password: "abcdef", bio: ""))
    XCTAssertEqual(app.auth.currentUser, dee)
    XCTAssertEqual(app.launch.destination, .mainTabs)

    app.auth.logout()
    let eve = try app.auth.signUp(name: "Eve", email: "eve@example.com", password: "abcdef")
    XCTAssertEqual(eve.id, 5)
    XCTAssertEqual(app.users.all.map(\.id), [1, 2, 3, 4, 5])
  }

  func testNewAccountSurvivesARelaunchAndCanLogIn() async throws {
    let first = AppEnvironment(stores: .onboarded)
    _ = try first.auth.signUp(name: "Dee", email: "dee@example.com", password: "abcdef")
    first.auth.logout()
    let second = AppEnvironment(stores: first.persistentStores)
    XCTAssertEqual(try second.auth.login(email: "dee@example.com", password: "abcdef").id, 4)
  }
}
