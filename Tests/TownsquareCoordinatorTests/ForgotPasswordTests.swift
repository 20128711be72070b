import XCTest

@MainActor
final class ForgotPasswordTests: XCTestCase {
  /// Login with `email` typed, then `forgot`.
  private func forgotPassword(typed email: String = "") -> AppDriver {
    let app = AppDriver(.onboarded)
    app.expect("[Login]")
    app.type("email", email)
    app.tap("forgot")
    app.expect("[Login > ForgotPassword]")
    return app
  }

  func testForgotPushesForgotPasswordPrefilledWithLoginsEmail() async {
    let app = forgotPassword(typed: "ben@example.com")
    XCTAssertEqual(app.text("email"), "ben@example.com")
    XCTAssertEqual(app.text("status"), "")
    XCTAssertEqual(Set(app.elements), ["email", "send", "status"])
    app.end()
  }

  func testRegisteredEmailPopsBackToLoginWithTheNotice() async {
    let app = forgotPassword(typed: "ben@example.com")
    let transitions = app.transitions { app.tap("send") }
    app.expect("[Login]")
    XCTAssertEqual(transitions, ["pop ForgotPassword"])
    XCTAssertEqual(app.text("notice"), "Reset link sent to ben@example.com")
    XCTAssertEqual(app.text("email"), "ben@example.com")
    XCTAssertEqual(app.text("error"), "")
    app.end()
  }

  func testTheNoticeNamesTheEmailAsTypedTrimmed() async {
    let app = forgotPassword()
    app.type("email", "  Chen@Example.com ")
    app.tap("send")
    app.expect("[Login]")
    XCTAssertEqual(app.text("notice"), "Reset link sent to Chen@Example.com")
    app.end()
  }

  func testEmptyEmailAsksForOne() async {
    let app = forgotPassword()
    XCTAssertEqual(app.text("email"), "")
    app.tap("send")
    app.expect("[Login > ForgotPassword]")
    XCTAssertEqual(app.text("status"), "Enter your email")
    app.type("email", "   ")
    app.tap("send")
    app.expect("[Login > ForgotPassword]")
    XCTAssertEqual(app.text("status"), "Enter your email")
    app.end()
  }

  func testUnknownEmailSaysSoAndStays() async {
    let app = forgotPassword(typed: "zoe@example.com")
    app.tap("send")
    app.expect("[Login > ForgotPassword]")
    XCTAssertEqual(app.text("status"), "No account for zoe@example.com")
    app.type("email", "ana@example.com")
    app.tap("send")
    app.expect("[Login]")
    XCTAssertEqual(app.text("notice"), "Reset link sent to ana@example.com")
    app.end()
  }

  func testBackReturnsToLoginWithoutANotice() async {
    let app = forgotPassword(typed: "ana@example.com")
    app.back(cancelled: true)
    app.expect("[Login > ForgotPassword]")
    app.back()
    app.expect("[Login]")
    XCTAssertEqual(app.text("notice"), "")
    app.expectTree("App{Auth}")
    app.end()
  }
}
