import Townsquare
import XCTest

@testable import TownsquareVIPER

/// The presenters of the modules Login opens and of Onboarding, against doubles of their
/// views, interactors, wireframes and module outputs: when each one reports that it is done.
@MainActor
final class AuthFlowPresenterTests: XCTestCase {
  private final class AuthStub: ForgotPasswordInteractorInput, SignUpInteractorInput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func requestPasswordReset(email: String) throws(PasswordResetError) -> String {
      journal.entries.append("reset \(email)")
      return "Reset link sent to \(email)"
    }
    func signUp(name: String, email: String, password: String) throws(AuthError) -> User {
      journal.entries.append("sign up \(email)")
      return User(id: 9, name: name, email: email, password: password, bio: "")
    }
  }

  private final class OnboardingStub: OnboardingInteractorInput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    let initialPage = 0
    func pageText(_ page: Int) -> String { "page \(page)" }
    func page(after page: Int) -> Int? { page < 1 ? page + 1 : nil }
    func markSeen() { journal.entries.append("seen") }
  }

  private final class WireframeSpy: ForgotPasswordWireframeInput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func closeModule() { journal.entries.append("close") }
  }

  private final class OutputSpy: ForgotPasswordModuleOutput, SignUpModuleOutput,
    OnboardingModuleOutput
  {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func forgotPasswordModule(didSendResetNotice notice: String) {
      journal.entries.append("notice \(notice)")
    }
    func signUpModuleDidCreateAccount() { journal.entries.append("account created") }
    func onboardingModuleDidFinish() { journal.entries.append("onboarding done") }
  }

  private let journal = Journal()
  private lazy var auth = AuthStub(journal: journal)
  /// Held here: presenters hold their module outputs weakly.
  private lazy var output = OutputSpy(journal: journal)

  // decision: login-forgot-password-and-back
  func testASentResetHandsItsNoticeBackThenCloses() async {
    let presenter = ForgotPasswordPresenter(
      interactor: auth, wireframe: WireframeSpy(journal: journal), moduleOutput: output,
      prefilledEmail: "ben@example.com")
    presenter.didTapSend(email: "ben@example.com")
    XCTAssertEqual(
      journal.entries,
      ["reset ben@example.com", "notice Reset link sent to ben@example.com", "close"])
  }

  // decision: sign-up-finishes
  func testANewAccountIsReportedOnceCreated() async {
    let presenter = SignUpPresenter(interactor: auth, moduleOutput: output)
    presenter.didTapCreate(name: "Ben", email: "ben@example.com", password: "secret1")
    XCTAssertEqual(journal.entries, ["sign up ben@example.com", "account created"])
  }

  // decision: onboarding-finishes
  func testNextOnTheLastPageStoresSeenThenFinishes() async {
    let presenter = OnboardingPresenter(
      interactor: OnboardingStub(journal: journal), moduleOutput: output)
    presenter.didTapNext()
    XCTAssertEqual(journal.entries, [], "a page remains")
    presenter.didTapNext()
    XCTAssertEqual(journal.entries, ["seen", "onboarding done"])
  }

  // decision: onboarding-finishes
  func testSkipStoresSeenThenFinishes() async {
    let presenter = OnboardingPresenter(
      interactor: OnboardingStub(journal: journal), moduleOutput: output)
    presenter.didTapSkip()
    XCTAssertEqual(journal.entries, ["seen", "onboarding done"])
  }
}
