import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// Login's and ForgotPassword's wireframes, each built around a stand-in screen on a recording
/// navigation controller: what they push and pop.
@MainActor
final class AuthWireframeTests: XCTestCase {
  private final class OutputDummy: ForgotPasswordModuleOutput, SignUpModuleOutput {
    func forgotPasswordModule(didSendResetNotice notice: String) {}
    func signUpModuleDidCreateAccount() {}
  }

  private let module = UnitModule(.onboarded)
  private let output = OutputDummy()

  private func loginOnStack() -> (LoginWireframe, RecordingNavigationController) {
    let wireframe = LoginWireframe(dependencies: module.dependencies)
    let login = UnitModule.placeholder("Login")
    wireframe.viewController = login
    return (wireframe, RecordingNavigationController(rootViewController: login))
  }

  // decision: login-forgot-password-and-back
  func testForgotPasswordIsPushedOnLoginsStack() async {
    let (wireframe, stack) = loginOnStack()
    wireframe.openForgotPassword(prefilledEmail: "ana@example.com", output: output)
    XCTAssertEqual(stack.calls, ["push ForgotPassword"])
    XCTAssertEqual(stack.stack, "[Login > ForgotPassword]")
  }

  // decision: login-sign-up
  func testSignUpIsPushedOnLoginsStack() async {
    let (wireframe, stack) = loginOnStack()
    wireframe.openSignUp(output: output)
    XCTAssertEqual(stack.calls, ["push SignUp"])
    XCTAssertEqual(stack.stack, "[Login > SignUp]")
  }

  // decision: login-forgot-password-and-back
  func testClosingForgotPasswordPopsBackToLogin() async {
    let wireframe = ForgotPasswordWireframe()
    let forgotPassword = UnitModule.placeholder("ForgotPassword")
    wireframe.viewController = forgotPassword
    let stack = RecordingNavigationController(rootViewController: UnitModule.placeholder("Login"))
    stack.viewControllers.append(forgotPassword)
    wireframe.closeModule()
    XCTAssertEqual(stack.calls, ["pop"])
    XCTAssertEqual(stack.stack, "[Login]")
  }
}
