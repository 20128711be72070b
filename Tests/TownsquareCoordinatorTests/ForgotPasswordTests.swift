import XCTest

@MainActor
final class ForgotPasswordTests: XCTestCase {
  func testForgotPushesForgotPasswordPrefilledWithLoginsEmail() async {
    let app = AppDriver(.onboarded)
    app.type("email", "ben@example.com")
    app.tap("forgot")
    XCTAssertEqual(app.hierarchy, "[Login > ForgotPassword]")
    XCTAssertEqual(app.text("email"), "ben@example.com")
    XCTAssertEqual(app.text("status"), "")
  }

  func testRegisteredEmailPopsBackToLoginWithTheNotice() async {
    let app = AppDriver(.onboarded)
    app.type("email", "ben@example.com")
    app.tap("forgot")
    app.tap("send")
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.text("notice"), "Reset link sent to ben@example.com")
    XCTAssertEqual(app.text("email"), "ben@example.com")
    XCTAssertEqual(app.text("error"), "")
  }

  func testTheNoticeNamesTheEmailAsTypedTrimmed() async {
    let app = AppDriver(.onboarded)
    app.tap("forgot")
    app.type("email", "  Chen@Example.com ")
    app.tap("send")
    XCTAssertEqual(app.text("notice"), "Reset link sent to Chen@Example.com")
  }

  func testEmptyEmailAsksForOne() async {
    let app = AppDriver(.onboarded)
    app.tap("forgot")
    XCTAssertEqual(app.text("email"), "")
    app.tap("send")
    XCTAssertEqual(app.hierarchy, "[Login > ForgotPassword]")
    XCTAssertEqual(app.text("status"), "Enter your email")
    app.type("email", "   ")
    app.tap("send")
    XCTAssertEqual(app.text("status"), "Enter your email")
  }

  func testUnknownEmailSaysSoAndStays() async {
    let app = AppDriver(.onboarded)
    app.type("email", "zoe@example.com")
    app.tap("forgot")
    app.tap("send")
    XCTAssertEqual(app.hierarchy, "[Login > ForgotPassword]")
    XCTAssertEqual(app.text("status"), "No account for zoe@example.com")
  }

  func testBackReturnsToLoginWithoutANotice() async {
    let app = AppDriver(.onboarded)
    app.tap("forgot")
    app.back()
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.text("notice"), "")
  }
}
