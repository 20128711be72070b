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
        "coordinator.expiryKeepsSheet", "coordinator.forgetChildRemoval",
        "coordinator.ignoreBackGesture", "coordinator.ignoreSheetSwipe",
        "coordinator.strongParentDelegate",
      ])
  }

  func testForgetChildRemovalLeaksTheFinishedAuthFlow() async {
    let scenario: (AppDriver) -> Void = { app in app.logIn() }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorForgetChildRemoval, scenario)
    XCTAssertEqual(app.coordinatorTree, "App{Auth, Main{Home, Profile}}")
    XCTAssertTrue(app.leakedTypes.isSuperset(of: ["AuthCoordinator", "LoginViewController"]))
    XCTAssertEqual(app.issues, [])
  }

  func testForgetChildRemovalLeaksAPoppedSettingsFlow() async {
    let scenario: (AppDriver) -> Void = { app in
      app.logIn()
      app.open("app://settings")
      app.back()
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorForgetChildRemoval, scenario)
    XCTAssertEqual(app.coordinatorTree, "App{Auth, Main{Home, Profile{Settings}}}")
    XCTAssertTrue(app.leakedTypes.contains("SettingsCoordinator"))
    XCTAssertEqual(
      app.leaks.first { $0.typeName == "SettingsCoordinator" }?.description,
      "SettingsCoordinator (coordinator of Settings), whose screen left the window at step 3 (back)"
    )
  }

  func testStrongParentDelegateLeaksTheProfileFlowOnLogout() async {
    let scenario: (AppDriver) -> Void = { app in
      app.logIn()
      app.tab("Profile")
      app.tap("settings")
      app.tap("logout")
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorStrongParentDelegate, scenario)
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
      app.logIn()
      app.tab("Profile")
      app.tap("edit")
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

  func testExpiryKeepsSheetIsAMisuseAndLeaksTheSheet() async {
    let scenario: (AppDriver) -> Void = { app in
      app.logIn()
      app.tab("Profile")
      app.tap("edit")
      app.expireSession()
    }
    assertCleanWithoutFault(scenario)
    let app = run(.coordinatorExpiryKeepsSheet, scenario)
    XCTAssertEqual(app.hierarchy, "[Login]")
    XCTAssertEqual(
      app.issues,
      ["root replaced while presenting [EditProfile]: UIKit keeps the presented controller alive"])
    XCTAssertTrue(app.leakedTypes.contains("EditProfileViewController"))
  }

  func testExpiryKeepsSheetChangesNothingWithoutASheet() async {
    let app = AppDriver(loggedIn: "ana@example.com", faults: [.coordinatorExpiryKeepsSheet])
    app.expireSession()
    app.assertClean()
  }

  // MARK: Helpers

  /// Runs `scenario` from `[Login]` with `fault` planted, or with none; the test checks.
  private func run(_ fault: PlantedFault?, _ scenario: (AppDriver) -> Void) -> AppDriver {
    let app = AppDriver(
      .onboarded, faults: PlantedFaults(fault.map { [$0] } ?? []), checksEachStep: false)
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
