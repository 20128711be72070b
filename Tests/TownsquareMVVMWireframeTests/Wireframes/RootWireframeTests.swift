import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// The RootWireframe against a recording window: the roots it swaps in for launch, login,
/// onboarding, logout and session expiry, and where a deep link goes.
@MainActor
final class RootWireframeTests: XCTestCase {
  private let window = RecordingWindow()
  private let tabs = "Tabs{Home*:[Feed], Profile:[MyProfile]}"

  private func makeRoot(_ stores: PersistentStores) -> RootWireframe {
    let environment = AppEnvironment(stores: stores)
    let root = RootWireframe(
      window: window,
      dependencies: ModuleDependencies(
        environment: environment, lifetimeTracker: window.lifetimeTracker))
    root.launch()
    window.settle()
    return root
  }

  private var loggedIn: PersistentStores { .loggedIn(email: "ana@example.com")! }

  // decision: login-succeeds
  // decision: sign-up-finishes
  func testAuthenticatingSwapsTheRootToMainTabs() async {
    let root = makeRoot(.onboarded)
    XCTAssertEqual(window.roots, ["[Login]"])
    root.loginModuleDidAuthenticate()
    XCTAssertEqual(window.roots, ["[Login]", tabs])
  }

  // decision: onboarding-finishes
  func testFinishedOnboardingSwapsTheRootToLogin() async {
    let root = makeRoot(.fresh)
    XCTAssertEqual(window.roots, ["Onboarding"])
    root.onboardingModuleDidFinish()
    XCTAssertEqual(window.roots, ["Onboarding", "[Login]"])
  }

  // decision: log-out
  func testLogoutTakesTheSheetDownBeforeSwappingTheRootToLogin() async {
    let root = makeRoot(loggedIn)
    root.openDeepLink("app://profile/edit")
    window.settle()
    XCTAssertTrue(window.hierarchy.hasSuffix("^ [EditProfile]"), window.hierarchy)
    _ = window.newTransitions()
    root.mainTabsModuleDidLogOut()
    XCTAssertEqual(window.newTransitions(), ["dismiss [EditProfile]", "setRoot [Login]"])
    XCTAssertEqual(window.roots.last, "[Login]")
    XCTAssertEqual(window.issueTexts, [])
  }

  // decision: session-expiry
  func testExpirySwapsTheRootToLoginThatSaysWhy() async throws {
    let root = makeRoot(loggedIn)
    root.handleSessionExpired()
    window.settle()
    XCTAssertEqual(window.roots, [tabs, "[Login]"])
    XCTAssertEqual(try window.displayedText(of: "notice"), AuthInteractor.sessionExpiredNotice)
  }

  // decision: session-expiry
  func testExpiryWithoutASessionChangesNothing() async {
    let root = makeRoot(.onboarded)
    root.handleSessionExpired()
    XCTAssertEqual(window.roots, ["[Login]"])
  }

  // decision: deep-link-post
  func testALinkWhileLoggedOutIsAppliedOnceAfterLogin() async {
    let root = makeRoot(.onboarded)
    root.openDeepLink("app://post/2")
    XCTAssertEqual(window.roots, ["[Login]"], "kept, not shown")
    root.loginModuleDidAuthenticate()
    window.settle()
    XCTAssertEqual(window.hierarchy, "Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
  }
}
