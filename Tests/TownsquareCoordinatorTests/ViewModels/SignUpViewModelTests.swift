import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decision covered: sign-up finishes. SignUp's view model against a recording outcome closure
/// (the coordinator's double) and a double of the auth rules (`AuthStub`): it takes
/// `AuthServicing`, so no domain runs.
@MainActor
final class SignUpViewModelTests: XCTestCase {
  private var outcomes: [String] = []
  private let auth = AuthStub()

  private func makeViewModel() -> SignUpViewModel {
    let viewModel = SignUpViewModel(auth: auth)
    viewModel.onSignedUp = { [unowned self] user in outcomes.append("signed up \(user.id)") }
    return viewModel
  }

  // decision: sign-up-finishes
  func testACreatedAccountIsReportedWithTheUser() async {
    auth.user = User(id: 4, name: "Dee", email: "dee@example.com", password: "", bio: "")
    let viewModel = makeViewModel()
    viewModel.create(name: "Dee", email: "dee@example.com", password: "secret9")
    XCTAssertEqual(auth.calls, ["sign up dee@example.com"])
    XCTAssertEqual(outcomes, ["signed up 4"])
    XCTAssertEqual(viewModel.errorText, "")
  }

  func testARefusedSignUpShowsWhyAndReportsNothing() async {
    auth.refusal = .emailTaken
    let viewModel = makeViewModel()
    var changes = 0
    viewModel.onChange = { changes += 1 }
    viewModel.create(name: "Dee", email: "ana@example.com", password: "secret9")
    XCTAssertEqual(outcomes, [])
    XCTAssertEqual(viewModel.errorText, "An account with this email already exists")
    XCTAssertEqual(changes, 1, "the view is told to render the error")
  }
}
