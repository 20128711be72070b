import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decisions covered: login success (and failure, forgot password, sign-up); against a recording
/// router.
@MainActor
final class AuthCoordinatorTests: XCTestCase {
  private var unit: UnitContext!
  private var coordinator: AuthCoordinator!
  private var finished = 0

  private var router: RecordingRouter { unit.routers[0] }

  override func setUp() async throws {
    unit = UnitContext(.onboarded)
    coordinator = AuthCoordinator(notice: "Session expired", context: unit.context)
    coordinator.onFinish = { [unowned self] in finished += 1 }
    coordinator.start()
  }

  func testStartBuildsTheLoginStackWithoutNavigating() async {
    XCTAssertEqual(unit.routers.count, 1)
    XCTAssertEqual(router.stack, "[Login]")
    XCTAssertEqual(router.calls, [])
    XCTAssertTrue(coordinator.rootViewController === router.rootViewController)
    XCTAssertEqual(ScreenProbe.text("notice", on: router.top), "Session expired")
  }

  func testFailedLoginStaysWithoutNavigating() async {
    ScreenProbe.type("email", "ana@example.com", on: router.top)
    ScreenProbe.type("password", "nope", on: router.top)
    ScreenProbe.tap("login", on: router.top)
    XCTAssertEqual(router.calls, [])
    XCTAssertEqual(finished, 0)
    XCTAssertEqual(ScreenProbe.text("error", on: router.top), "Invalid email or password")
  }

  // decision: login-succeeds
  func testLoginFinishesWithTheUserLoggedIn() async {
    ScreenProbe.type("email", "chen@example.com", on: router.top)
    ScreenProbe.type("password", "passw0rd", on: router.top)
    ScreenProbe.tap("login", on: router.top)
    XCTAssertEqual(finished, 1)
    XCTAssertEqual(unit.environment.auth.currentUser?.id, 3)
    XCTAssertEqual(router.calls, [], "the parent swaps the root, not Auth")
  }

  // decision: login-forgot-password-and-back
  func testForgotPasswordIsPushedPrefilledAndPopsBackWithTheNotice() async {
    let login = router.top
    ScreenProbe.type("email", "ben@example.com", on: login)
    ScreenProbe.tap("forgot", on: login)
    XCTAssertEqual(router.calls, ["push ForgotPassword"])
    XCTAssertEqual(ScreenProbe.text("email", on: router.top), "ben@example.com")
    ScreenProbe.tap("send", on: router.top)
    XCTAssertEqual(router.calls, ["push ForgotPassword", "pop"])
    XCTAssertEqual(router.stack, "[Login]")
    XCTAssertEqual(ScreenProbe.text("notice", on: login), "Reset link sent to ben@example.com")
  }

  // decision: login-sign-up
  // decision: sign-up-finishes
  func testSignUpIsPushedAndFinishesWithTheNewUserLoggedIn() async {
    ScreenProbe.tap("signup", on: router.top)
    XCTAssertEqual(router.calls, ["push SignUp"])
    ScreenProbe.type("name", "Zoe", on: router.top)
    ScreenProbe.type("email", "zoe@example.com", on: router.top)
    ScreenProbe.type("password", "short", on: router.top)
    ScreenProbe.tap("create", on: router.top)
    XCTAssertEqual(finished, 0)
    ScreenProbe.type("password", "long enough", on: router.top)
    ScreenProbe.tap("create", on: router.top)
    XCTAssertEqual(finished, 1)
    XCTAssertEqual(unit.environment.auth.currentUser?.name, "Zoe")
  }
}
