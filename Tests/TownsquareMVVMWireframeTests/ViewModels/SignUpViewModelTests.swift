import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// SignUp's view model against doubles of its module output and the auth rules (`AuthStub`):
/// it takes `AuthServicing`, so no domain runs. It has no wireframe: what follows a new account
/// is the root wireframe's root swap.
@MainActor
final class SignUpViewModelTests: XCTestCase {
  private final class OutputSpy: SignUpModuleOutput {
    var created = 0
    func signUpModuleDidCreateAccount() { created += 1 }
  }

  private let output = OutputSpy()
  private let auth = AuthStub()

  // decision: sign-up-finishes
  func testACreatedAccountIsReportedThroughTheModuleOutput() async {
    auth.user = User(id: 4, name: "Dee", email: "dee@example.com", password: "", bio: "")
    let viewModel = SignUpViewModel(auth: auth, moduleOutput: output)
    viewModel.create(name: "Dee", email: "dee@example.com", password: "secret9")
    XCTAssertEqual(auth.calls, ["sign up dee@example.com"])
    XCTAssertEqual(output.created, 1)
    XCTAssertEqual(viewModel.errorText, "")
  }

  func testARefusedSignUpStaysWithTheReason() async {
    auth.refusal = .emailTaken
    let viewModel = SignUpViewModel(auth: auth, moduleOutput: output)
    var changes = 0
    viewModel.onChange = { changes += 1 }
    viewModel.create(name: "Dee", email: "ana@example.com", password: "secret9")
    XCTAssertEqual(output.created, 0)
    XCTAssertEqual(viewModel.errorText, "An account with this email already exists")
    XCTAssertEqual(changes, 1, "the view is told to render the error")
  }
}
