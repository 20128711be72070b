import XCTest

@MainActor
final class ForgotPasswordTests: XCTestCase {
  func testTheEmailIsPrefilledWithLoginsEmailText() async throws {
    let app = AppDriver(stores: .onboarded)
    try app.type("email", "ben@example.com")
    try app.tap("forgot")
    app.expectText("email", "ben@example.com")
    app.expectText("status", "")
    app.finish()
  }

  func testARegisteredEmailPopsBackToLoginWithTheNotice() async throws {
    let app = AppDriver(stores: .onboarded)
    try app.tap("forgot")
    try app.type("email", "chen@example.com")
    let transitions = try app.transitions { try app.tap("send") }
    app.expect("[Login]")
    XCTAssertEqual(transitions, ["pop ForgotPassword by ForgotPasswordWireframe"])
    app.expectText("notice", "Reset link sent to chen@example.com")
    app.expectText("error", "")
    app.finish()
  }

  func testAnEmptyEmailAsksForOneAndStays() async throws {
    let app = AppDriver(stores: .onboarded)
    try app.tap("forgot")
    try app.type("email", "   ")
    try app.tap("send")
    app.expect("[Login > ForgotPassword]")
    app.expectText("status", "Enter your email")
    app.finish()
  }

  func testAnUnknownEmailIsNamedAndStays() async throws {
    let app = AppDriver(stores: .onboarded)
    try app.type("email", "zoe@example.com")
    try app.tap("forgot")
    try app.tap("send")
    app.expect("[Login > ForgotPassword]")
    app.expectText("status", "No account for zoe@example.com")
    try app.back()
    app.expectText("notice", "")
    app.finish()
  }

  func testASecondResetAfterAFailureStillReachesLogin() async throws {
    let app = AppDriver(stores: .onboarded)
    try app.tap("forgot")
    try app.tap("send")
    app.expectText("status", "Enter your email")
    try app.type("email", "ana@example.com")
    try app.tap("send")
    app.expect("[Login]")
    app.expectText("notice", "Reset link sent to ana@example.com")
    app.finish()
  }
}
