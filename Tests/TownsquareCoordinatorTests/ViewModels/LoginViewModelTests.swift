import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decision covered: login success (and failure, and the ways out of Login). Login's view
/// model against recording outcome closures (the coordinator's double), the view's `onChange`
/// and a double of the auth rules (`AuthStub`): it takes `AuthServicing`, so no domain runs.
@MainActor
final class LoginViewModelTests: XCTestCase {
  private var outcomes: [String] = []
  private var changes = 0
  private let auth = AuthStub()

  private func makeViewModel(notice: String = "") -> LoginViewModel {
    let viewModel = LoginViewModel(auth: auth, notice: notice)
    viewModel.onLoggedIn = { [unowned self] user in outcomes.append("logged in \(user.id)") }
    viewModel.onForgotPassword = { [unowned self] email in outcomes.append("forgot \(email)") }
    viewModel.onSignUp = { [unowned self] in outcomes.append("sign up") }
    viewModel.onChange = { [unowned self] in changes += 1 }
    return viewModel
  }

  // decision: login-succeeds
  func testASuccessfulLoginIsReportedWithTheUser() async {
    auth.user = User(id: 3, name: "Chen", email: "chen@example.com", password: "", bio: "")
    let viewModel = makeViewModel()
    viewModel.logIn(email: "chen@example.com", password: "passw0rd")
    XCTAssertEqual(auth.calls, ["login chen@example.com"])
    XCTAssertEqual(outcomes, ["logged in 3"])
    XCTAssertEqual(viewModel.errorText, "")
  }

  func testAFailedLoginShowsWhyAndReportsNothing() async {
    let viewModel = makeViewModel()
    viewModel.logIn(email: "ana@example.com", password: "nope")
    XCTAssertEqual(outcomes, [])
    XCTAssertEqual(viewModel.errorText, "Invalid email or password")
    XCTAssertEqual(changes, 1, "the view is told to render the error")
  }

  // decision: login-forgot-password-and-back
  // decision: login-sign-up
  func testTheWaysOutOfLoginAreReported() async {
    let viewModel = makeViewModel()
    viewModel.forgotPassword(email: "ben@example.com")
    viewModel.signUp()
    XCTAssertEqual(outcomes, ["forgot ben@example.com", "sign up"])
  }

  // decision: login-forgot-password-and-back
  func testANoticeShowsOnArrivalAndFromElsewhere() async {
    let viewModel = makeViewModel(notice: "Session expired")
    XCTAssertEqual(viewModel.noticeText, "Session expired")
    viewModel.showNotice("Reset link sent")
    XCTAssertEqual(viewModel.noticeText, "Reset link sent")
    XCTAssertEqual(changes, 1)
  }
}
