import Townsquare
import XCTest

@testable import TownsquareVIPER

/// Login's presenter against doubles of its view, interactor, wireframe and module output.
@MainActor
final class LoginPresenterTests: XCTestCase {
  private final class InteractorStub: LoginInteractorInput {
    let journal: Journal
    /// What the next login ends in: nil for a success.
    var refusal: AuthError?
    init(journal: Journal) { self.journal = journal }
    func login(email: String, password: String) throws(AuthError) -> User {
      journal.entries.append("log in \(email)")
      if let refusal { throw refusal }
      return User(id: 1, name: "Ana Lima", email: email, password: password, bio: "")
    }
  }

  private final class ViewSpy: LoginViewInput {
    var error: String?
    var notice: String?
    func display(error: String) { self.error = error }
    func display(notice: String) { self.notice = notice }
  }

  private final class WireframeSpy: LoginWireframeInput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func openForgotPassword(prefilledEmail: String, output: any ForgotPasswordModuleOutput) {
      journal.entries.append("open forgot password \(prefilledEmail)")
    }
    func openSignUp(output: any SignUpModuleOutput) { journal.entries.append("open sign up") }
  }

  private final class OutputSpy: LoginModuleOutput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func loginModuleDidAuthenticate() { journal.entries.append("authenticated") }
  }

  private let journal = Journal()
  private let view = ViewSpy()
  private lazy var interactor = InteractorStub(journal: journal)
  private lazy var wireframe = WireframeSpy(journal: journal)
  /// Held here: the presenter holds its module output weakly.
  private lazy var output = OutputSpy(journal: journal)

  private func makePresenter(notice: String = "") -> LoginPresenter {
    let presenter = LoginPresenter(
      interactor: interactor, wireframe: wireframe, moduleOutput: output, notice: notice)
    presenter.view = view
    presenter.viewIsReady()
    return presenter
  }

  // decision: login-succeeds
  func testASuccessfulLoginIsReportedToTheAppOnceTheInteractorAccepts() async {
    let presenter = makePresenter()
    presenter.didTapLogin(email: "ana@example.com", password: "secret")
    XCTAssertEqual(journal.entries, ["log in ana@example.com", "authenticated"])
    XCTAssertEqual(view.error, "")
  }

  func testAFailedLoginShowsWhyAndGoesNowhere() async {
    let presenter = makePresenter()
    interactor.refusal = .invalidCredentials
    presenter.didTapLogin(email: "ana@example.com", password: "wrong")
    XCTAssertEqual(view.error, AuthError.invalidCredentials.message)
    XCTAssertEqual(journal.entries, ["log in ana@example.com"])
  }

  // decision: sign-up-finishes
  func testANewAccountIsAnAuthenticationLikeALogin() async {
    let presenter = makePresenter()
    presenter.signUpModuleDidCreateAccount()
    XCTAssertEqual(journal.entries, ["authenticated"])
  }

  // decision: login-forgot-password-and-back
  func testForgotPasswordOpensWithTheTypedEmail() async {
    let presenter = makePresenter()
    presenter.didTapForgotPassword(email: "ana@example.com")
    XCTAssertEqual(journal.entries, ["open forgot password ana@example.com"])
  }

  // decision: login-sign-up
  func testSignUpOpensThroughTheWireframe() async {
    let presenter = makePresenter()
    presenter.didTapSignUp()
    XCTAssertEqual(journal.entries, ["open sign up"])
  }

  // decision: login-forgot-password-and-back
  func testTheNoticeForgotPasswordHandsBackShowsOnLogin() async {
    let presenter = makePresenter()
    presenter.forgotPasswordModule(didSendResetNotice: "Reset link sent to ana@example.com")
    XCTAssertEqual(view.notice, "Reset link sent to ana@example.com")
    XCTAssertEqual(journal.entries, [], "going back is ForgotPassword's wireframe's")
  }

  func testLoginShowsTheNoticeItWasBuiltWith() async {
    _ = makePresenter(notice: "Session expired")
    XCTAssertEqual(view.notice, "Session expired")
  }
}
