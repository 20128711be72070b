import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Decisions covered: logout (and About, the end of the flow); against a recording router.
///
/// Settings on its parent's stack: About, logout, and the end of the flow.
@MainActor
final class SettingsCoordinatorTests: XCTestCase {
  private final class ParentSpy: SettingsCoordinatorDelegate {
    var events: [String] = []
    func settingsCoordinatorDidFinish(_ coordinator: SettingsCoordinator) {
      events.append("finished")
    }
    func settingsCoordinatorDidLogOut(_ coordinator: SettingsCoordinator) {
      events.append("logged out")
    }
  }

  private var unit: UnitDependencies!
  private var router: RecordingRouter!
  private var parent: ParentSpy!
  private var coordinator: SettingsCoordinator!

  private func start() {
    unit = UnitDependencies()
    router = RecordingRouter(root: placeholderScreen("MyProfile"))
    parent = ParentSpy()
    coordinator = SettingsCoordinator(router: router, dependencies: unit.dependencies)
    coordinator.delegate = parent
    coordinator.start()
  }

  override func setUp() async throws {
    start()
  }

  func testStartPushesSettingsOnTheParentsStack() async {
    XCTAssertEqual(router.calls, ["push Settings"])
    XCTAssertEqual(router.stack, "[MyProfile > Settings]")
  }

  // decision: settings-about
  func testAboutIsPushedAboveAndDoesNotEndTheFlowWhenPopped() async {
    coordinator.settingsModuleDidRequestAbout()
    XCTAssertEqual(router.stack, "[MyProfile > Settings > About]")
    XCTAssertEqual(displayedText("version", on: router.top), "Townsquare 1.0")
    router.userPopsTop()
    XCTAssertEqual(parent.events, [])
    router.userPopsTop()
    XCTAssertEqual(parent.events, ["finished"])
  }

  // decision: log-out
  func testLogoutIsReported() async {
    coordinator.settingsModuleDidLogOut()
    XCTAssertEqual(parent.events, ["logged out"])
  }

  // decision: deep-link-settings
  func testStartAboveARootSetsTheStackInOneStepAndEndsWhenItsScreenGoes() async {
    router = RecordingRouter(root: placeholderScreen("MyProfile"))
    coordinator = SettingsCoordinator(router: router, dependencies: unit.dependencies)
    coordinator.delegate = parent
    coordinator.start(above: router.screens[0])
    XCTAssertEqual(router.calls, ["setStack [MyProfile > Settings]"])
    router.setStack([router.screens[0]], animated: false, onPop: nil)
    XCTAssertEqual(parent.events, ["finished"])
  }
}
