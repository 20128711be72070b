import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Decisions covered: login success (and failure, forgot password, sign-up); against a recording
/// router.
///
/// The auth flow's decisions, from its modules' outputs to the router's calls.
@MainActor
final class AuthCoordinatorTests: XCTestCase {
  private var unit: UnitDependencies!
  private var coordinator: AuthCoordinator!
  private var finished = 0

  private var router: RecordingRouter { unit.routers[0] }

  override func setUp() async throws {
    unit = UnitDependencies(.onboarded)
    finished = 0
    coordinator = AuthCoordinator(notice: "Session expired", dependencies: unit.dependencies)
    coordinator.onFinish = { [unowned self] in finished += 1 }
    coordinator.start()
  }

  func testStartBuildsTheLoginStackWithoutNavigating() async {
    XCTAssertEqual(router.stack, "[Login]")
    XCTAssertEqual(router.calls, [])
    XCTAssertTrue(coordinator.rootViewController === router.rootViewController)
    XCTAssertEqual(displayedText("notice", on: router.top), "Session expired")
  }

  // decision: login-succeeds
  func testLoginSuccessFinishesTheFlowAndLeavesTheRootSwapToTheParent() async {
    coordinator.loginModuleDidLogIn()
    XCTAssertEqual(finished, 1)
    XCTAssertEqual(router.calls, [])
  }

  // decision: login-forgot-password-and-back
  func testForgotPasswordIsPushedPrefilledAndPopsBackWithTheNotice() async {
    let login = router.top
    coordinator.loginModuleDidRequestPasswordReset(email: "ben@example.com")
    XCTAssertEqual(router.calls, ["push ForgotPassword"])
    XCTAssertEqual(displayedText("email", on: router.top), "ben@example.com")
    coordinator.forgotPasswordModule(didSendResetNotice: "Reset link sent to ben@example.com")
    XCTAssertEqual(router.calls, ["push ForgotPassword", "pop"])
    XCTAssertEqual(router.stack, "[Login]")
    XCTAssertEqual(displayedText("notice", on: login), "Reset link sent to ben@example.com")
    XCTAssertEqual(finished, 0)
  }

  // decision: login-sign-up
  // decision: sign-up-finishes
  func testSignUpIsPushedAndItsNewAccountFinishesTheFlow() async {
    coordinator.loginModuleDidRequestSignUp()
    XCTAssertEqual(router.calls, ["push SignUp"])
    XCTAssertEqual(finished, 0)
    coordinator.signUpModuleDidSignUp()
    XCTAssertEqual(finished, 1)
    XCTAssertEqual(router.calls, ["push SignUp"], "the parent replaces the stack")
  }
}
