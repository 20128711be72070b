import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// SignUp's view model against a double of its module output, over the shared AuthInteractor.
/// It has no wireframe: what follows a new account is the root wireframe's root swap.
@MainActor
final class SignUpViewModelTests: XCTestCase {
  private final class OutputSpy: SignUpModuleOutput {
    var created = 0
    func signUpModuleDidCreateAccount() { created += 1 }
  }

  private let output = OutputSpy()
  private let environment = AppEnvironment(stores: .onboarded)

  // decision: sign-up-finishes
  func testACreatedAccountIsLoggedInAndReportedThroughTheModuleOutput() async {
    let viewModel = SignUpViewModel(auth: environment.auth, moduleOutput: output)
    viewModel.create(name: "Dee", email: "dee@example.com", password: "secret9")
    XCTAssertEqual(output.created, 1)
    XCTAssertEqual(environment.auth.currentUser?.email, "dee@example.com")
  }

  func testARefusedSignUpStaysWithTheReason() async {
    let viewModel = SignUpViewModel(auth: environment.auth, moduleOutput: output)
    viewModel.create(name: "Dee", email: "ana@example.com", password: "secret9")
    XCTAssertEqual(output.created, 0)
    XCTAssertFalse(viewModel.errorText.isEmpty)
  }
}
