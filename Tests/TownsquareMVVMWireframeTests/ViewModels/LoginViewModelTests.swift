import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// Login's view model against doubles of its wireframe and module output. Its interactor is
/// the shared AuthInteractor over in-memory stores: the view models take the domain's concrete
/// interactors (as MVVM+C's do), so there is no protocol to double.
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

  private func makeViewModel(notice: String = "") -> LoginViewModel {
    let environment = AppEnvironment(stores: .onboarded)
    let viewModel = LoginViewModel(
      auth: environment.auth, wireframe: wireframe, moduleOutput: output, notice: notice)
    viewModel.onChange = { [unowned self] in changes += 1 }
    return viewModel
  }

  // decision: login-succeeds
  func testASuccessfulLoginIsReportedThroughTheModuleOutput() async {
    let viewModel = makeViewModel()
    viewModel.logIn(email: "chen@example.com", password: "passw0rd")
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
