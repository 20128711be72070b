import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// The app coordinator against a recording window and recording routers: which flow each of
/// its children's results, logout, expiry and links lead to.
@MainActor
final class AppCoordinatorTests: XCTestCase {
  private let tabs = "Tabs{Home*:[Feed], Profile:[MyProfile]}"
  private var unit: UnitContext!
  private var window: RecordingWindow!
  private var app: AppCoordinator!

  private var children: [String] {
    app.childCoordinators.map { String(describing: type(of: $0)) }
  }

  private func start(_ stores: PersistentStores?) {
    unit = UnitContext(stores)
    window = RecordingWindow()
    app = AppCoordinator(windowRouter: WindowRouter(window: window), context: unit.context)
    app.start()
  }

  // decision: onboarding-finishes
  func testFinishedOnboardingSwapsTheRootToLogin() async {
    start(.fresh)
    XCTAssertEqual(window.roots, ["Onboarding"])
    ScreenProbe.tap("skip", on: window.rootViewController)
    XCTAssertEqual(window.roots, ["Onboarding", "[Login]"])
    XCTAssertEqual(children, ["AuthCoordinator"])
  }

  // decision: login-succeeds
  func testALoginSwapsTheRootToMainTabs() async {
    start(.onboarded)
    let login = unit.routers[0].top
    ScreenProbe.type("email", "chen@example.com", on: login)
    ScreenProbe.type("password", "passw0rd", on: login)
    ScreenProbe.tap("login", on: login)
    XCTAssertEqual(window.roots, ["[Login]", tabs])
    XCTAssertEqual(children, ["MainCoordinator"])
  }

  // decision: sign-up-finishes
  func testANewAccountSwapsTheRootToMainTabs() async {
    start(.onboarded)
    let auth = unit.routers[0]
    ScreenProbe.tap("signup", on: auth.top)
    ScreenProbe.type("name", "Zoe", on: auth.top)
    ScreenProbe.type("email", "zoe@example.com", on: auth.top)
    ScreenProbe.type("password", "long enough", on: auth.top)
    ScreenProbe.tap("create", on: auth.top)
    XCTAssertEqual(window.roots, ["[Login]", tabs])
    XCTAssertEqual(children, ["MainCoordinator"])
  }

  // decision: log-out
  func testLogoutEndsTheMainFlowAndSwapsTheRootToLogin() async throws {
    start(.loggedIn(email: "ana@example.com"))
    let main = try XCTUnwrap(app.child(ofType: MainCoordinator.self))
    app.mainCoordinatorDidLogOut(main)
    XCTAssertEqual(window.roots, [tabs, "[Login]"])
    XCTAssertEqual(children, ["AuthCoordinator"])
  }

  // decision: session-expiry
  func testAnExpiredSessionTakesTheSheetDownAndSwapsTheRootToLoginSayingWhy() async {
    start(.loggedIn(email: "ana@example.com"))
    app.open(DeepLink.editProfile.url)
    let profile = unit.routers[1]
    XCTAssertNotNil(profile.presented)
    app.handleSessionExpired()
    XCTAssertNil(profile.presented, "the sheet goes with the Main flow")
    XCTAssertEqual(window.roots, [tabs, "[Login]"])
    XCTAssertEqual(
      ScreenProbe.text("notice", on: unit.routers.last?.top), AuthInteractor.sessionExpiredNotice)
  }

  func testAnExpiryWithNoSessionChangesNothing() async {
    start(.onboarded)
    app.handleSessionExpired()
    XCTAssertEqual(window.roots, ["[Login]"])
  }

  // decision: deep-link-post
  func testALinkGoesDownToTheMainFlow() async {
    start(.loggedIn(email: "ana@example.com"))
    app.open(DeepLink.post(id: 3).url)
    XCTAssertEqual(unit.routers[0].calls, ["setStack [Feed > PostDetail(3)]"])
  }
}
