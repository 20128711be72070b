import Townsquare
import XCTest

@MainActor
final class PasswordResetTests: XCTestCase {
  private var auth: AuthInteractor { AppEnvironment(stores: .onboarded).auth }

  func testRegisteredEmailGetsTheNotice() async throws {
    XCTAssertEqual(
      try auth.requestPasswordReset(email: "chen@example.com"),
      "Reset link sent to chen@example.com")
  }

  func testRegisteredEmailIsMatchedTrimmedAndIgnoringCaseAndEchoedAsTyped() async throws {
    XCTAssertEqual(
      try auth.requestPasswordReset(email: " Chen@Example.com "),
      "Reset link sent to Chen@Example.com")
  }

  func testEmptyEmailAsksForOne() async {
    for email in ["", "   "] {
      XCTAssertThrowsError(try auth.requestPasswordReset(email: email)) { error in
        XCTAssertEqual("\(error)", "Enter your email")
      }
    }
  }

  func testUnknownEmailIsNamed() async {
    XCTAssertThrowsError(try auth.requestPasswordReset(email: "zed@example.com ")) { error in
      XCTAssertEqual((error as? PasswordResetError)?.message, "No account for zed@example.com")
    }
  }
}
