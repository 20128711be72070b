import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Decisions covered: login success (and failure).
///
/// Login's presenter against doubles of its view, interactor and module output.
@MainActor
final class LoginPresenterTests: XCTestCase {
  private final class ViewSpy: LoginViewInput {
    var error: String?
    var notice: String?
    func display(error: String) { self.error = error }
    func display(notice: String) { self.notice = notice }
  }

  private final class AuthStub: LoginInteractorInput {
    var attempts: [String] = []
    func login(email: String, password: String) throws(AuthError) -> User {
      attempts.append(email)
      guard password == "right" else { throw .invalidCredentials }
      return User(id: 9, name: "Test", email: email, password: password, bio: "")
    }
  }

  private final class OutputSpy: LoginModuleOutput {
    var events: [String] = []
    func loginModuleDidLogIn() { events.append("logged in") }
    func loginModuleDidRequestPasswordReset(email: String) { events.append("reset \(email)") }
    func loginModuleDidRequestSignUp() { events.append("sign up") }
  }

  private let view = ViewSpy()
  private let auth = AuthStub()
  private let output = OutputSpy()
  private var presenter: LoginPresenter!

  override func setUp() async throws {
    presenter = LoginPresenter(interactor: auth, output: output, notice: "Session expired")
    presenter.view = view
    presenter.viewIsReady()
  }

  func testOpensWithTheNoticeItWasBuiltWithAndNoError() async {
    XCTAssertEqual(view.notice, "Session expired")
    XCTAssertEqual(view.error, "")
  }

  // decision: login-succeeds
  func testLoginSuccessIsReportedAndShowsNoError() async {
    presenter.didTapLogin(email: "t@example.com", password: "right")
    XCTAssertEqual(auth.attempts, ["t@example.com"])
    XCTAssertEqual(output.events, ["logged in"])
    XCTAssertEqual(view.error, "")
  }

  func testFailedLoginShowsTheDomainsMessageAndReportsNothing() async {
    presenter.didTapLogin(email: "t@example.com", password: "wrong")
    XCTAssertEqual(view.error, "Invalid email or password")
    XCTAssertEqual(output.events, [])
  }

  // decision: login-forgot-password-and-back
  // decision: login-sign-up
  func testRequestsGoOutWithWhatWasTyped() async {
    presenter.didTapForgotPassword(email: "ben@example.com")
    presenter.didTapSignUp()
    XCTAssertEqual(output.events, ["reset ben@example.com", "sign up"])
  }

  // decision: login-forgot-password-and-back
  func testANoticeFromElsewhereReplacesTheShownOne() async {
    presenter.show(notice: "Reset link sent to ben@example.com")
    XCTAssertEqual(view.notice, "Reset link sent to ben@example.com")
  }
}
