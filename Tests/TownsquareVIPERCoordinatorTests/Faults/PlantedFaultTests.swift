import HeadlessUIKit
import Townsquare
import XCTest

/// Each planted fault, switched on, leaves a leak or a UIKit misuse that HeadlessUIKit
/// reports; the same steps with no fault are clean (the driver checks every step of those).
@MainActor
final class PlantedFaultTests: XCTestCase {
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

  /// Runs `steps` clean, then with `fault`; returns the faulty run, not yet ended.
  private func planted(
    _ fault: PlantedFault, assumptions: UIKitAssumptions = .defaults,
    file: StaticString = #filePath, line: UInt = #line, _ steps: (AppDriver) -> Void
  ) -> AppDriver {
    let clean = AppDriver(assumptions: assumptions)
    clean.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    steps(clean)
    clean.end(file: file, line: line)
    let faulty = AppDriver(faults: [fault], assumptions: assumptions)
    faulty.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    steps(faulty)
    return faulty
  }

  private func editAndSave(_ app: AppDriver) {
    app.openEditSheet()
    app.tap("save")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
  }

  func testForgetChildRemovalKeepsTheFinishedSheetsFlowAndStack() async {
    let app = planted(.viperCoordinatorForgetChildRemoval, editAndSave)
    app.expectTree("App{Main{Home, Profile{EditProfile}}}")
    XCTAssertEqual(
      app.leakedComponents,
      [
        "EditProfileCoordinator coordinator", "NavigationRouter router",
        "UINavigationController view", "EditProfileViewController view",
        "EditProfilePresenter presenter",
      ])
    app.end()
  }

  func testForgetChildRemovalLeavesTheOtherFlowsAlone() async {
    let app = AppDriver(faults: [.viperCoordinatorForgetChildRemoval])
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.expectTree(AppDriver.mainTree)
    XCTAssertEqual(app.leaks, [])
    app.end()
  }

  func testStrongParentDelegateKeepsTheProfileFlowAliveAfterLogout() async {
    let app = planted(.viperCoordinatorStrongParentDelegate) { app in
      app.open("app://settings")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
      app.tap("logout")
      app.expect("[Login]")
    }
    XCTAssertTrue(
      app.leakedComponents.isSuperset(of: [
        "ProfileCoordinator coordinator", "SettingsCoordinator coordinator",
        "MyProfileViewController view", "MyProfilePresenter presenter",
      ]), "\(app.leakedComponents)")
    XCTAssertEqual(app.issues, [])
    app.end()
  }

  func testIgnoreBackGestureKeepsThePoppedSettingsFlow() async {
    let app = planted(.viperCoordinatorIgnoreBackGesture) { app in
      app.open("app://settings")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
      app.back()
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    }
    app.expectTree("App{Main{Home, Profile{Settings}}}")
    XCTAssertEqual(app.leakedComponents, ["SettingsCoordinator coordinator"])
    app.end()
  }

  func testIgnoreSheetSwipeKeepsTheSwipedSheetsFlow() async {
    let app = planted(.viperCoordinatorIgnoreSheetSwipe) { app in
      app.open("app://profile/edit")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
      app.swipeDown()
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    }
    app.expectTree("App{Main{Home, Profile{EditProfile}}}")
    XCTAssertTrue(app.leakedComponents.contains("EditProfileCoordinator coordinator"))
    app.end()
  }

  func testExpiryKeepsSheetIsAMisuseAndLeaksTheSheet() async {
    let app = planted(.viperCoordinatorExpiryKeepsSheet, assumptions: Self.strictRootSwap) { app in
      app.open("app://profile/edit")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
      app.expireSession()
      app.expect("[Login]")
    }
    XCTAssertEqual(app.issues.count, 1)
    XCTAssertTrue(
      app.issues[0].hasPrefix("misuse: root replaced while presenting [EditProfile]"),
      app.issues[0])
    XCTAssertTrue(app.leakedComponents.contains("EditProfilePresenter presenter"))
    app.end()
  }

  func testPresenterRetainsViewLeaksAPoppedPostDetail() async {
    let app = planted(.viperCoordinatorPresenterRetainsView) { app in
      app.tap("post-1")
      app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
      app.back()
      app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    }
    XCTAssertEqual(
      app.leakedComponents, ["PostDetailViewController view", "PostDetailPresenter presenter"])
    app.end()
  }

  func testStaleModuleOnLogoutKeepsEveryMainModuleBehindLogin() async {
    let app = planted(.viperCoordinatorStaleModuleOnLogout) { app in
      app.open("app://settings")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
      app.tap("logout")
      app.expect("[Login]")
    }
    app.expectTree("App{Auth}")
    XCTAssertEqual(app.issues, [])
    // The coordinators (and their routers) are gone: the tree let go of the Main flow; the
    // screens stay, held by the kept tab bar.
    XCTAssertEqual(
      app.leakedComponents,
      [
        "MainTabsViewController view", "UINavigationController view", "FeedViewController view",
        "FeedPresenter presenter", "MyProfileViewController view", "MyProfilePresenter presenter",
        "SettingsViewController view", "SettingsPresenter presenter",
      ])
    app.end()
  }

  /// A cycle while the child runs: the user's cancel breaks it, a teardown under the sheet not.
  func testStrongCompletionCaptureKeepsTheProfileFlowWhenExpiryEndsItUnderTheSheet() async {
    let app = planted(.viperCoordinatorStrongCompletionCapture) { app in
      app.openEditSheet()
      app.expireSession()
      app.expect("[Login]")
    }
    XCTAssertTrue(
      app.leakedComponents.isSuperset(of: [
        "ProfileCoordinator coordinator", "EditProfileCoordinator coordinator",
      ]), "\(app.leakedComponents)")
    XCTAssertEqual(app.issues, [])
    app.end()
  }

  func testRootSwapDuringDismissSwapsTheRootUnderTheSheet() async {
    let app = planted(.viperCoordinatorRootSwapDuringDismiss, assumptions: Self.strictRootSwap) {
      app in
      app.openEditSheet()
      app.expireSession()
      app.expect("[Login]")
    }
    XCTAssertEqual(app.issues.count, 1)
    XCTAssertTrue(
      app.issues.first?.hasPrefix("misuse: root replaced while presenting [EditProfile]") ?? false,
      "\(app.issues)")
    app.end()
  }

  func testPresentDuringDismissIsRefusedByUIKit() async {
    let app = AppDriver(faults: [.viperCoordinatorPresentDuringDismiss])
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.openEditSheet()
    app.open("app://profile/edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.issues.count, 1)
    XCTAssertTrue(
      app.issues.first?.hasPrefix(
        "warning: Attempt to present [EditProfile] on Tabs{Home:[Feed], Profile*:[MyProfile]} "
          + "while a dismissal is in progress") ?? false, "\(app.issues)")
    app.end()
  }

  /// A double tap on the author: both taps land before the first push begins. The fault's
  /// router pushes the second at once, and UIKit runs it after the first
  /// (`stackChangeDuringTransition = deferred`): the profile is pushed twice.
  func testPushDuringTransitionPushesTwiceOnADoubleTap() async throws {
    let app = AppDriver(faults: [.viperCoordinatorPushDuringTransition])
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.tap("post-1")
    app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
    try app.window.userDoubleTap("author")
    XCTAssertTrue(app.window.runLoop.runUntilIdle())
    app.expect(
      "Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2) > UserProfile(2)], Profile:[MyProfile]}")
    XCTAssertEqual(app.issues, [])
    app.end()
  }

  func testCleanupInWillDismissEndsTheFlowOfASheetThatStaysUp() async {
    let app = planted(.viperCoordinatorCleanupInWillDismiss) { app in
      app.openEditSheet()
    }
    app.swipeDown(cancelled: true)
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    app.expectTree("App{Main{Home, Profile}}")
    app.end()
  }

  /// A deep link's new stack is set without animation: no transition coordinator, so the
  /// faulty check never sees Settings leave.
  func testPopCheckNeedsTransitionCoordinatorKeepsTheFlowALinkReplaces() async {
    let app = planted(.viperCoordinatorPopCheckNeedsTransitionCoordinator) { app in
      app.open("app://settings")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
      app.open("app://settings")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    }
    app.expectTree("App{Main{Home, Profile{Settings, Settings}}}")
    XCTAssertTrue(app.leakedComponents.contains("SettingsCoordinator coordinator"))
    app.end()
  }
}
