import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decision covered: login success (and failure, and the ways out of Login). Login's view
/// model against recording outcome closures (the coordinator's double) and the view's
/// `onChange`. Its interactor is the shared AuthInteractor over in-memory stores: view models
/// take the domain's concrete interactors, so there is no protocol to double.
@MainActor
final class LoginViewModelTests: XCTestCase {
  private var outcomes: [String] = []
  private var changes = 0

  private func makeViewModel(notice: String = "") -> LoginViewModel {
    let environment = AppEnvironment(stores: .onboarded)
    let viewModel = LoginViewModel(auth: environment.auth, notice: notice)
    viewModel.onLoggedIn = { [unowned self] user in outcomes.append("logged in \(user.id)") }
    viewModel.onForgotPassword = { [unowned self] email in outcomes.append("forgot \(email)") }
    viewModel.onSignUp = { [unowned self] in outcomes.append("sign up") }
    viewModel.onChange = { [unowned self] in changes += 1 }
    return viewModel
  }

  // decision: login-succeeds
  func testASuccessfulLoginIsReportedWithTheUser() async {
    let viewModel = makeViewModel()
    viewModel.logIn(email: "chen@example.com", password: "passw0rd")
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
