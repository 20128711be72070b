import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// The app coordinator against a recording window and recording routers: which flow each of
/// its children's results, logout, expiry and links lead to.
@MainActor
final class AppCoordinatorTests: XCTestCase {
  private let tabs = "Tabs{Home*:[Feed], Profile:[MyProfile]}"
  private var unit: UnitDependencies!
  private var window: RecordingWindow!
  private var app: AppCoordinator!

  private func start(_ stores: PersistentStores) {
    unit = UnitDependencies(stores)
    window = RecordingWindow()
    app = AppCoordinator(
      windowRouter: WindowRouter(window: window), dependencies: unit.dependencies)
    app.start()
  }

  private func startLoggedIn() {
    start(PersistentStores.loggedIn(email: "ana@example.com")!)
  }

  // decision: onboarding-finishes
  func testFinishedOnboardingSwapsTheRootToLogin() async {
    start(.fresh)
    XCTAssertEqual(window.roots, ["Onboarding"])
    app.child(ofType: OnboardingCoordinator.self)?.onboardingModuleDidFinish()
    XCTAssertEqual(window.roots, ["Onboarding", "[Login]"])
    XCTAssertEqual(app.childNames, ["AuthCoordinator"])
  }

  // decision: login-succeeds
  func testALoginSwapsTheRootToMainTabs() async {
    start(.onboarded)
    app.child(ofType: AuthCoordinator.self)?.loginModuleDidLogIn()
    XCTAssertEqual(window.roots, ["[Login]", tabs])
    XCTAssertEqual(app.childNames, ["MainCoordinator"])
  }

  // decision: sign-up-finishes
  func testANewAccountSwapsTheRootToMainTabs() async {
    start(.onboarded)
    let auth = app.child(ofType: AuthCoordinator.self)
    auth?.loginModuleDidRequestSignUp()
    auth?.signUpModuleDidSignUp()
    XCTAssertEqual(window.roots, ["[Login]", tabs])
    XCTAssertEqual(app.childNames, ["MainCoordinator"])
  }

  // decision: log-out
  func testLogoutEndsTheMainFlowAndSwapsTheRootToLogin() async throws {
    startLoggedIn()
    let main = try XCTUnwrap(app.child(ofType: MainCoordinator.self))
    app.mainCoordinatorDidLogOut(main)
    XCTAssertEqual(window.roots, [tabs, "[Login]"])
    XCTAssertEqual(app.childNames, ["AuthCoordinator"])
  }

  // decision: session-expiry
  func testAnExpiredSessionTakesTheSheetDownAndSwapsTheRootToLoginSayingWhy() async {
    startLoggedIn()
    app.open(DeepLink.editProfile.url)
    let profile = unit.routers[1]
    XCTAssertNotNil(profile.presented)
    app.handleSessionExpired()
    XCTAssertNil(profile.presented, "the sheet goes with the Main flow")
    XCTAssertEqual(window.roots, [tabs, "[Login]"])
    XCTAssertEqual(
      displayedText("notice", on: unit.routers.last?.top), AuthInteractor.sessionExpiredNotice)
  }

  func testAnExpiryWithNoSessionChangesNothing() async {
    start(.onboarded)
    app.handleSessionExpired()
    XCTAssertEqual(window.roots, ["[Login]"])
  }

  // decision: deep-link-post
  func testALinkGoesDownToTheMainFlow() async {
    startLoggedIn()
    app.open(DeepLink.post(id: 3).url)
    XCTAssertEqual(unit.routers[0].calls, ["setStack [Feed > PostDetail(3)]"])
  }
}
