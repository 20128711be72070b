import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// ForgotPassword's view model against doubles of its wireframe and module output, over the
/// shared AuthInteractor.
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
  private lazy var output = OutputSpy(journal: journal)

  private func makeViewModel(email: String) -> ForgotPasswordViewModel {
    ForgotPasswordViewModel(
      auth: AppEnvironment(stores: .onboarded).auth, wireframe: wireframe, moduleOutput: output,
      email: email)
  }

  // decision: login-forgot-password-and-back
  func testASentLinkHandsTheNoticeBackThenClosesTheScreen() async {
    let viewModel = makeViewModel(email: "ana@example.com")
    XCTAssertEqual(viewModel.initialEmail, "ana@example.com")
    viewModel.send(email: " ana@example.com ")
    XCTAssertEqual(journal.entries, ["sent: Reset link sent to ana@example.com", "close"])
  }

  func testAnUnknownEmailStaysWithTheReason() async {
    let viewModel = makeViewModel(email: "")
    viewModel.send(email: "nobody@example.com")
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(viewModel.statusText, "No account for nobody@example.com")
  }
}
