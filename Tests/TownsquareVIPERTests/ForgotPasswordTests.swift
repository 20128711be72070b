import XCTest

@MainActor
final class ForgotPasswordTests: XCTestCase {
  /// Launches logged out, types `email` into Login and opens ForgotPassword.
  private func openForgotPassword(loginEmail: String = "") throws -> AppDriver {
    let app = AppDriver(stores: .onboarded)
    app.expect("[Login]")
    try app.type("email", loginEmail)
    try app.tap("forgot")
    app.expect("[Login > ForgotPassword]")
    return app
  }

  func testTheEmailIsPrefilledWithLoginsEmailText() async throws {
    let app = try openForgotPassword(loginEmail: "ben@example.com")
    app.expectText("email", "ben@example.com")
    app.expectText("status", "")
    app.finish()
  }

  func testARegisteredEmailPopsBackToLoginWithTheNotice() async throws {
    let app = try openForgotPassword()
    app.expectText("email", "")
    try app.type("email", "chen@example.com")
    let transitions = try app.transitions { try app.tap("send") }
    app.expect("[Login]")
    XCTAssertEqual(transitions, ["pop ForgotPassword by ForgotPasswordWireframe"])
    app.expectText("notice", "Reset link sent to chen@example.com")
    app.expectText("error", "")
    app.finish()
  }

  func testAnEmptyEmailAsksForOneAndStays() async throws {
    let app = try openForgotPassword()
    try app.type("email", "   ")
    try app.tap("send")
    app.expect("[Login > ForgotPassword]")
    app.expectText("status", "Enter your email")
    app.finish()
  }

  func testAnUnknownEmailIsNamedAndStays() async throws {
    let app = try openForgotPassword(loginEmail: "zoe@example.com")
    try app.tap("send")
    app.expect("[Login > ForgotPassword]")
    app.expectText("status", "No account for zoe@example.com")
    try app.back()
    app.expect("[Login]")
    app.expectText("notice", "")
    app.finish()
  }

  func testASecondResetAfterAFailureStillReachesLogin() async throws {
    let app = try openForgotPassword()
    try app.tap("send")
    app.expect("[Login > ForgotPassword]")
    app.expectText("status", "Enter your email")
    try app.type("email", "ana@example.com")
    try app.tap("send")
    app.expect("[Login]")
    app.expectText("notice", "Reset link sent to ana@example.com")
    app.finish()
  }
}
