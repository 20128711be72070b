import XCTest

@testable import TownsquareCoordinator

/// Decision covered: login → forgot password and back (the sent link's notice). ForgotPassword's
/// view model against a recording outcome closure (the coordinator's double) and a double of
/// the auth rules (`AuthStub`): it takes `AuthServicing`, so no domain runs.
@MainActor
final class ForgotPasswordViewModelTests: XCTestCase {
  private var outcomes: [String] = []
  private let auth = AuthStub()

  private func makeViewModel(email: String) -> ForgotPasswordViewModel {
    let viewModel = ForgotPasswordViewModel(auth: auth, email: email)
    viewModel.onSent = { [unowned self] notice in outcomes.append("sent: \(notice)") }
    return viewModel
  }

  // decision: login-forgot-password-and-back
  func testASentLinkIsReportedWithTheNoticeToShow() async {
    let viewModel = makeViewModel(email: "ana@example.com")
    XCTAssertEqual(viewModel.initialEmail, "ana@example.com")
    viewModel.send(email: "ana@example.com")
    XCTAssertEqual(auth.calls, ["reset ana@example.com"])
    XCTAssertEqual(outcomes, ["sent: sent to ana@example.com"])
  }

  func testAnUnknownEmailShowsWhyAndReportsNothing() async {
    auth.resetRefusal = .unknownEmail("nobody@example.com")
    let viewModel = makeViewModel(email: "")
    var changes = 0
    viewModel.onChange = { changes += 1 }
    viewModel.send(email: "nobody@example.com")
    XCTAssertEqual(outcomes, [])
    XCTAssertEqual(viewModel.statusText, "No account for nobody@example.com")
    XCTAssertEqual(changes, 1, "the view is told to render the reason")
  }
}
