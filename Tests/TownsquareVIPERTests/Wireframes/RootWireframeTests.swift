import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPER

/// The RootWireframe against a window double: every swap of the window's root.
@MainActor
final class RootWireframeTests: XCTestCase {
  private let tabs = "Tabs{Home*:[Feed], Profile:[MyProfile]}"

  private func launched(
    _ stores: PersistentStores = PersistentStores.loggedIn(email: "ana@example.com")!
  ) -> (RootWireframe, NavigationDouble) {
    let navigation = NavigationDouble(stores: stores)
    let root = RootWireframe(window: navigation.window, dependencies: navigation.dependencies)
    root.launch()
    navigation.settle()
    navigation.window.calls = []
    return (root, navigation)
  }

  // decision: onboarding-finishes
  func testFinishedOnboardingSwapsTheRootToLogin() async {
    let (root, navigation) = launched(.fresh)
    root.onboardingModuleDidFinish()
    XCTAssertEqual(navigation.window.calls, ["setRoot [Login]"])
  }

  // decision: login-succeeds
  // decision: sign-up-finishes
  func testAnAuthenticationSwapsTheRootToMainTabs() async {
    let (root, navigation) = launched(.onboarded)
    root.loginModuleDidAuthenticate()
    XCTAssertEqual(navigation.window.calls, ["setRoot \(tabs)"])
  }

  // decision: log-out
  func testLogoutSwapsTheRootToLogin() async throws {
    let (root, navigation) = launched()
    root.mainTabsModuleDidLogOut()
    XCTAssertEqual(navigation.window.calls, ["setRoot [Login]"])
    XCTAssertEqual(try navigation.window.displayedText(of: "notice"), "")
  }

  // decision: log-out
  func testLogoutTakesASheetDownBeforeTheSwap() async {
    let (root, navigation) = launched()
    root.openDeepLink("app://profile/edit")
    XCTAssertTrue(navigation.hierarchy.hasSuffix("^ [EditProfile]"), navigation.hierarchy)
    root.mainTabsModuleDidLogOut()
    XCTAssertEqual(navigation.window.calls, ["setRoot [Login]"])
    XCTAssertEqual(navigation.hierarchy, "[Login]")
    XCTAssertEqual(navigation.issues, [])
  }

  // decision: session-expiry
  func testAnExpiredSessionSwapsTheRootToLoginSayingWhy() async throws {
    let (root, navigation) = launched()
    root.handleSessionExpired()
    XCTAssertEqual(navigation.window.calls, ["setRoot [Login]"])
    navigation.settle()
    XCTAssertEqual(
      try navigation.window.displayedText(of: "notice"), AuthInteractor.sessionExpiredNotice)
  }

  func testAnExpiryWithNoSessionChangesNothing() async {
    let (root, navigation) = launched(.onboarded)
    root.handleSessionExpired()
    XCTAssertEqual(navigation.window.calls, [])
  }
}
