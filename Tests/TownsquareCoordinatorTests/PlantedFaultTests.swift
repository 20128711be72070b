import HeadlessUIKit
import Townsquare
import XCTest

/// Each planted fault of the Coordinator variant, switched on alone, produces a leak or a
/// UIKit misuse in a scenario that is clean without it.
@MainActor
final class PlantedFaultTests: XCTestCase {
  func testEveryCoordinatorFaultIsCoveredHere() async {
    XCTAssertEqual(
      PlantedFault.forVariant("coordinator").map(\.rawValue),
      [
        "coordinator.cleanupInWillDismiss", "coordinator.expiryKeepsSheet",
        "coordinator.forgetChildRemoval", "coordinator.ignoreBackGesture",
        "coordinator.ignoreSheetSwipe", "coordinator.popCheckNeedsTransitionCoordinator",
        "coordinator.presentDuringDismiss", "coordinator.presenterRetainsView",
        "coordinator.pushDuringTransition", "coordinator.rootSwapDuringDismiss",
        "coordinator.staleModuleOnLogout", "coordinator.strongCompletionCapture",
        "coordinator.strongParentDelegate",
      ])
  }

  /// In one flow, as in VIPER+C: the finished EditProfile child; every other flow is let go.
  func testForgetChildRemovalKeepsTheFinishedSheetsFlowOnly() async {
    let scenario: (AppDriver) -> Void = { app in
      self.openEditSheet(app)
      app.tap("cancel")
      app.tap("settings")
      app.back()
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorForgetChildRemoval, scenario)
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{EditProfile}}}")
    XCTAssertTrue(
      app.leakedTypes.isSuperset(of: ["EditProfileCoordinator", "EditProfileViewController"]))
    XCTAssertFalse(app.leakedTypes.contains("SettingsCoordinator"))
    XCTAssertFalse(app.leakedTypes.contains("AuthCoordinator"))
  }

  func testPresenterRetainsViewLeaksAPoppedPostDetail() async {
    let scenario: (AppDriver) -> Void = { app in
      app.logIn()
      app.tap("post-1")
      app.back()
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorPresenterRetainsView, scenario)
    XCTAssertEqual(app.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertTrue(
      app.leakedTypes.isSuperset(of: ["PostDetailViewController", "PostDetailViewModel"]),
      "\(app.leakedTypes.sorted())")
  }

  /// The cycle lasts while the child runs: a sheet closed by the user breaks it, a teardown
  /// with the sheet up (session expiry) does not.
  func testStrongCompletionCaptureLeaksTheProfileFlowWhenExpiryEndsItUnderTheSheet() async {
    let scenario: (AppDriver) -> Void = { app in
      self.openEditSheet(app)
      app.expireSession()
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorStrongCompletionCapture, scenario)
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertTrue(
      app.leakedTypes.isSuperset(of: ["ProfileCoordinator", "EditProfileCoordinator"]),
      "\(app.leakedTypes.sorted())")
    let closedByUser = AppDriver(
      loggedIn: "ana@example.com", faults: [.coordinatorStrongCompletionCapture])
    closedByUser.tab("Profile")
    closedByUser.tap("edit")
    closedByUser.tap("cancel")
    closedByUser.assertClean()
  }

  func testStaleModuleOnLogoutKeepsTheMainFlowBehindLogin() async {
    assertCleanWithoutFault(logOutFromSettings)
    let app = run(.coordinatorStaleModuleOnLogout, logOutFromSettings)
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings}}, Auth}")
    XCTAssertTrue(
      app.leakedTypes.isSuperset(of: ["MainCoordinator", "FeedViewController"]),
      "\(app.leakedTypes.sorted())")
  }

  func testStrongParentDelegateLeaksTheProfileFlowOnLogout() async {
    assertCleanWithoutFault(logOutFromSettings)
    let app = run(.coordinatorStrongParentDelegate, logOutFromSettings)
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertTrue(
      app.leakedTypes.isSuperset(of: [
        "SettingsCoordinator", "ProfileCoordinator", "NavigationRouter", "MyProfileViewController",
      ]), "\(app.leakedTypes.sorted())")
    XCTAssertFalse(app.leakedTypes.contains("MainCoordinator"), "the cycle is Profile ↔ Settings")
  }

  func testStrongParentDelegateIsHarmlessWhileTheChildIsRemoved() async {
    let app = AppDriver(loggedIn: "ana@example.com", faults: [.coordinatorStrongParentDelegate])
    app.tab("Profile")
    app.tap("settings")
    app.back()
    app.assertClean()
  }

  func testIgnoreBackGestureLeaksSettingsAfterTheBackGesture() async {
    let scenario: (AppDriver) -> Void = { app in
      app.logIn()
      app.tab("Profile")
      app.tap("settings")
      app.back()
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorIgnoreBackGesture, scenario)
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings}}}")
    XCTAssertTrue(app.leakedTypes.contains("SettingsCoordinator"))
  }

  func testIgnoreBackGestureLeaksSettingsAfterATabReTap() async {
    let scenario: (AppDriver) -> Void = { app in
      app.logIn()
      app.tab("Profile")
      app.tap("settings")
      app.tap("about")
      app.tab("Profile")
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorIgnoreBackGesture, scenario)
    XCTAssertTrue(app.leakedTypes.contains("SettingsCoordinator"))
  }

  func testIgnoreBackGestureStillKeepsSettingsOnACancelledGesture() async {
    let app = AppDriver(loggedIn: "ana@example.com", faults: [.coordinatorIgnoreBackGesture])
    app.tab("Profile")
    app.tap("settings")
    app.back(cancelled: true)
    app.assertClean()
  }

  func testIgnoreSheetSwipeLeaksTheSwipedSheetsFlow() async {
    let scenario: (AppDriver) -> Void = { app in
      self.openEditSheet(app)
      app.swipeDown()
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorIgnoreSheetSwipe, scenario)
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{EditProfile}}}")
    XCTAssertTrue(
      app.leakedTypes.isSuperset(of: [
        "EditProfileCoordinator", "EditProfileViewController", "EditProfileViewModel",
      ]))
  }

  /// Two ways to swap the root while the sheet is still presented: without dismissing it at
  /// all (which leaks it), or with an animated dismissal still running (UIKit lets go of the
  /// sheet once the dismissal ends, but the swap is the same misuse).
  func testSwappingTheRootUnderTheSheetIsAMisuse() async {
    let scenario: (AppDriver) -> Void = { app in
      self.openEditSheet(app)
      app.expireSession()
    }
    assertCleanWithoutFault(scenario)
    for fault in [PlantedFault.coordinatorExpiryKeepsSheet, .coordinatorRootSwapDuringDismiss] {
      let app = run(fault, assumptions: Self.strictRootSwap, scenario)
      XCTAssertEqual(app.hierarchy, "[Login]", fault.rawValue)
      XCTAssertEqual(
        app.issues,
        [
          "root replaced while presenting [EditProfile]: UIKit keeps the presented controller "
            + "and its presenter alive"
        ], fault.rawValue)
      XCTAssertEqual(
        app.leakedTypes.contains("EditProfileViewController"),
        fault == .coordinatorExpiryKeepsSheet, fault.rawValue)
    }
  }

  func testExpiryKeepsSheetChangesNothingWithoutASheet() async {
    let app = AppDriver(loggedIn: "ana@example.com", faults: [.coordinatorExpiryKeepsSheet])
    app.expireSession()
    app.assertClean()
  }

  func testCleanupInWillDismissEndsTheFlowOfASheetThatStaysUp() async {
    let scenario: (AppDriver) -> Void = { app in
      self.openEditSheet(app)
      app.swipeDown(cancelled: true)
      app.tap("save")
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorCleanupInWillDismiss, scenario)
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile}}", "the flow ended at the swipe")
    XCTAssertEqual(app.issues, [])
  }

  /// A deep link's new stack is set without animation: no transition coordinator, so the
  /// faulty check never sees Settings leave.
  func testPopCheckNeedsTransitionCoordinatorLeaksTheFlowALinkReplaces() async {
    let scenario: (AppDriver) -> Void = { app in
      app.logIn()
      app.open("app://settings")
      app.open("app://settings")
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorPopCheckNeedsTransitionCoordinator, scenario)
    XCTAssertEqual(app.coordinatorTree, "App{Main{Home, Profile{Settings, Settings}}}")
    XCTAssertTrue(app.leakedTypes.contains("SettingsCoordinator"))
  }

  func testPresentDuringDismissIsRefusedByUIKit() async {
    let scenario: (AppDriver) -> Void = { app in
      self.openEditSheet(app)
      app.open("app://profile/edit")
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorPresentDuringDismiss, scenario)
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(
      app.issues,
      [
        "Attempt to present [EditProfile] on Tabs{Home:[Feed], Profile*:[MyProfile]} while a "
          + "dismissal is in progress"
      ])
  }

  /// A double tap on the author: both taps land before the first push begins. The router
  /// drops the second; with the fault it pushes it at once, and UIKit runs it after the first
  /// (`stackChangeDuringTransition = deferred`): the profile is pushed twice.
  func testPushDuringTransitionPushesTwiceOnADoubleTap() async throws {
    for fault in [nil, PlantedFault.coordinatorPushDuringTransition] {
      let app = run(fault) { app in app.logIn() }
      app.tap("post-1")
      try app.window.userDoubleTap("author")
      XCTAssertTrue(app.window.runLoop.runUntilIdle())
      XCTAssertEqual(
        app.hierarchy,
        fault == nil
          ? "Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2)], Profile:[MyProfile]}"
          : "Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2) > UserProfile(2)], "
            + "Profile:[MyProfile]}")
      app.assertClean()
    }
  }

  // MARK: Helpers

  /// Logs in and opens the edit sheet over the Profile tab.
  private func openEditSheet(_ app: AppDriver) {
    app.logIn()
    app.tab("Profile")
    app.tap("edit")
  }

  /// Logs in and logs out from Settings in the Profile tab.
  private func logOutFromSettings(_ app: AppDriver) {
    app.logIn()
    app.tab("Profile")
    app.tap("settings")
    app.tap("logout")
  }

  /// The readings the root-swap faults do harm under: a root swap during an animated dismissal
  /// is the misuse, and a sheet left by a replaced root leaves the window with it
  /// (`rootSwapDuringDismissal = misuse`, `presentedAfterRootSwap = removed`).
  private static let strictRootSwap: UIKitAssumptions = {
    var assumptions = UIKitAssumptions()
    do {
      try assumptions.set("rootSwapDuringDismissal=misuse")
      try assumptions.set("presentedAfterRootSwap=removed")
    } catch { fatalError("\(error)") }
    return assumptions
  }()

  /// Runs `scenario` from `[Login]` with `fault` planted, or with none; the test checks.
  private func run(
    _ fault: PlantedFault?, assumptions: UIKitAssumptions = .defaults,
    _ scenario: (AppDriver) -> Void
  ) -> AppDriver {
    let app = AppDriver(
      .onboarded, faults: PlantedFaults(fault.map { [$0] } ?? []), checksEachStep: false,
      assumptions: assumptions)
    scenario(app)
    return app
  }

  /// The control run: the same scenario with no fault is clean.
  private func assertCleanWithoutFault(
    _ scenario: (AppDriver) -> Void, file: StaticString = #filePath, line: UInt = #line
  ) {
    run(nil, scenario).assertClean(file: file, line: line)
  }
}
