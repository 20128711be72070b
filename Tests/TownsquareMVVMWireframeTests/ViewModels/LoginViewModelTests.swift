import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// Login's view model against doubles of its wireframe, its module output and the auth rules
/// (`AuthStub`): it takes `AuthServicing`, so no domain runs.
@MainActor
final class LoginViewModelTests: XCTestCase {
  private final class WireframeSpy: LoginWireframeInput {
    let journal: Journal
    /// What Login asked each pushed module to report to.
    var forgotPasswordOutput: (any ForgotPasswordModuleOutput)?
    var signUpOutput: (any SignUpModuleOutput)?
    init(journal: Journal) { self.journal = journal }
    func openForgotPassword(prefilledEmail: String, output: any ForgotPasswordModuleOutput) {
      forgotPasswordOutput = output
      journal.entries.append("open forgot password \(prefilledEmail)")
    }
    func openSignUp(output: any SignUpModuleOutput) {
      signUpOutput = output
      journal.entries.append("open sign up")
    }
  }

  private final class OutputSpy: LoginModuleOutput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func loginModuleDidAuthenticate() { journal.entries.append("authenticated") }
  }

  private let journal = Journal()
  private lazy var wireframe = WireframeSpy(journal: journal)
  /// Held here: view models hold their module outputs weakly.
  private lazy var output = OutputSpy(journal: journal)
  private var changes = 0
  private let auth = AuthStub()

  private func makeViewModel(notice: String = "") -> LoginViewModel {
    let viewModel = LoginViewModel(
      auth: auth, wireframe: wireframe, moduleOutput: output, notice: notice)
    viewModel.onChange = { [unowned self] in changes += 1 }
    return viewModel
  }

  // decision: login-succeeds
  func testASuccessfulLoginIsReportedThroughTheModuleOutput() async {
    auth.user = User(id: 3, name: "Chen", email: "chen@example.com", password: "", bio: "")
    let viewModel = makeViewModel()
    viewModel.logIn(email: "chen@example.com", password: "passw0rd")
    XCTAssertEqual(auth.calls, ["login chen@example.com"])
    XCTAssertEqual(journal.entries, ["authenticated"])
    XCTAssertEqual(viewModel.errorText, "")
  }

  func testAFailedLoginShowsWhyAndGoesNowhere() async {
    let viewModel = makeViewModel()
    viewModel.logIn(email: "ana@example.com", password: "nope")
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(viewModel.errorText, "Invalid email or password")
    XCTAssertEqual(changes, 1, "the view is told to render the error")
  }

  // decision: login-forgot-password-and-back
  func testForgotPasswordOpensWithTheTypedEmailAndShowsTheNoticeHandedBack() async throws {
    let viewModel = makeViewModel()
    viewModel.forgotPassword(email: "ben@example.com")
    XCTAssertEqual(journal.entries, ["open forgot password ben@example.com"])
    let back = try XCTUnwrap(wireframe.forgotPasswordOutput)
    back.forgotPasswordModule(didSendResetNotice: "Reset link sent to ben@example.com")
    XCTAssertEqual(viewModel.noticeText, "Reset link sent to ben@example.com")
    XCTAssertEqual(changes, 1, "the view is told to render the notice")
  }

  // decision: login-sign-up
  func testSignUpOpensSignUpAndAnAccountItCreatesIsALogin() async throws {
    let viewModel = makeViewModel()
    viewModel.signUp()
    XCTAssertEqual(journal.entries, ["open sign up"])
    try XCTUnwrap(wireframe.signUpOutput).signUpModuleDidCreateAccount()
    XCTAssertEqual(journal.entries, ["open sign up", "authenticated"])
  }

  func testANoticeShowsOnArrival() async {
    let viewModel = makeViewModel(notice: "Session expired")
    XCTAssertEqual(viewModel.noticeText, "Session expired")
  }
}
