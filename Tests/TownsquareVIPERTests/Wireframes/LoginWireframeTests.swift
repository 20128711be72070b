import HeadlessUIKit
import XCTest

@testable import TownsquareVIPER

/// Login's and ForgotPassword's wireframes against a navigation double: the auth stack.
@MainActor
final class LoginWireframeTests: XCTestCase {
  private final class LoginOutputSpy: ForgotPasswordModuleOutput, SignUpModuleOutput {
    func forgotPasswordModule(didSendResetNotice notice: String) {}
    func signUpModuleDidCreateAccount() {}
  }

  private let navigation = NavigationDouble(stores: .onboarded)
  private let login = NavigationDouble.screen("Login")
  /// Held here: the modules hold their outputs weakly.
  private let output = LoginOutputSpy()

  private func loginWireframe() -> (LoginWireframe, NavigationDouble.Stack) {
    let stack = navigation.stack(login)
    let wireframe = LoginWireframe(dependencies: navigation.dependencies)
    wireframe.viewController = login
    return (wireframe, stack)
  }

  // decision: login-forgot-password-and-back
  func testForgotPasswordIsPushedWithTheTypedEmail() async throws {
    let (wireframe, stack) = loginWireframe()
    wireframe.openForgotPassword(prefilledEmail: "ben@example.com", output: output)
    XCTAssertEqual(stack.calls, ["push ForgotPassword"])
    navigation.settle()
    XCTAssertEqual(try navigation.window.displayedText(of: "email"), "ben@example.com")
  }

  // decision: login-forgot-password-and-back
  func testForgotPasswordClosesByPoppingBackToLogin() async {
    let forgotPassword = NavigationDouble.screen("ForgotPassword")
    let stack = navigation.stack(login, forgotPassword)
    let wireframe = ForgotPasswordWireframe()
    wireframe.viewController = forgotPassword
    wireframe.closeModule()
    XCTAssertEqual(stack.calls, ["pop"])
    XCTAssertEqual(navigation.hierarchy, "[Login]")
  }

  // decision: login-sign-up
  func testSignUpIsPushed() async {
    let (wireframe, stack) = loginWireframe()
    wireframe.openSignUp(output: output)
    XCTAssertEqual(stack.calls, ["push SignUp"])
    XCTAssertEqual(navigation.hierarchy, "[Login > SignUp]")
  }
}
