import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// ForgotPassword's view model against doubles of its wireframe, its module output and the
/// auth rules (`AuthStub`): it takes `AuthServicing`, so no domain runs.
@MainActor
final class ForgotPasswordViewModelTests: XCTestCase {
  private final class WireframeSpy: ForgotPasswordWireframeInput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func closeModule() { journal.entries.append("close") }
  }

  private final class OutputSpy: ForgotPasswordModuleOutput {
    let journal: Journal
    init(journal: Journal) { self.journal = journal }
    func forgotPasswordModule(didSendResetNotice notice: String) {
      journal.entries.append("sent: \(notice)")
    }
  }

  private let journal = Journal()
  private lazy var wireframe = WireframeSpy(journal: journal)
  /// Held here: view models hold their module outputs weakly.
  private lazy var output = OutputSpy(journal: journal)
  private let auth = AuthStub()

  private func makeViewModel(email: String) -> ForgotPasswordViewModel {
    ForgotPasswordViewModel(
      auth: auth, wireframe: wireframe, moduleOutput: output, email: email)
  }

  // decision: login-forgot-password-and-back
  func testASentLinkHandsTheNoticeBackThenClosesTheScreen() async {
    let viewModel = makeViewModel(email: "ana@example.com")
    XCTAssertEqual(viewModel.initialEmail, "ana@example.com")
    viewModel.send(email: "ana@example.com")
    XCTAssertEqual(auth.calls, ["reset ana@example.com"])
    XCTAssertEqual(journal.entries, ["sent: sent to ana@example.com", "close"])
  }

  func testAnUnknownEmailStaysWithTheReason() async {
    auth.resetRefusal = .unknownEmail("nobody@example.com")
    let viewModel = makeViewModel(email: "")
    viewModel.send(email: "nobody@example.com")
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(viewModel.statusText, "No account for nobody@example.com")
  }
}
