import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decisions covered: logout (and About, the end of the flow); against a recording router.
@MainActor
final class SettingsCoordinatorTests: XCTestCase {
  /// Stands for the parent: records what the child reports.
  private final class ParentSpy: SettingsCoordinatorDelegate {
    var events: [String] = []
    func settingsCoordinatorDidFinish(_ coordinator: SettingsCoordinator) {
      events.append("finished")
    }
    func settingsCoordinatorDidLogOut(_ coordinator: SettingsCoordinator) {
      events.append("loggedOut")
    }
  }

  private func make() -> (
    SettingsCoordinator, RecordingRouter, ParentSpy, UnitContext
  ) {
    let unit = UnitContext()
    let router = unit.parentRouter(root: placeholderScreen("MyProfile"))
    let coordinator = SettingsCoordinator(router: router, context: unit.context)
    let parent = ParentSpy()
    coordinator.delegate = parent
    return (coordinator, router, parent, unit)
  }

  func testStartPushesSettingsOnTheParentsStack() async {
    let (coordinator, router, _, unit) = make()
    coordinator.start()
    XCTAssertEqual(router.calls, ["push Settings"])
    XCTAssertEqual(unit.routers.count, 0, "Settings owns no stack")
  }

  // decision: deep-link-settings
  func testDeepLinkEntrySetsTheStackAboveTheGivenRoot() async {
    let (coordinator, router, _, _) = make()
    coordinator.start(above: router.screens[0])
    XCTAssertEqual(router.calls, ["setStack [MyProfile > Settings]"])
  }

  // decision: settings-about
  func testAboutIsPushedAndPoppingItDoesNotEndTheFlow() async {
    let (coordinator, router, parent, _) = make()
    coordinator.start()
    ScreenProbe.tap("about", on: router.top)
    XCTAssertEqual(router.calls, ["push Settings", "push About"])
    XCTAssertEqual(ScreenProbe.text("version", on: router.top), "Townsquare 1.0")
    router.userPopsTop()
    XCTAssertEqual(parent.events, [])
    router.userPopsTop()
    XCTAssertEqual(parent.events, ["finished"])
  }

  func testPoppingToRootEndsTheFlowOnce() async {
    let (coordinator, router, parent, _) = make()
    coordinator.start()
    ScreenProbe.tap("about", on: router.top)
    router.userPopsToRoot()
    router.userPopsToRoot()
    XCTAssertEqual(parent.events, ["finished"])
  }

  // decision: log-out
  func testLogoutEndsTheSessionAndTellsTheParent() async {
    let (coordinator, router, parent, unit) = make()
    coordinator.start()
    ScreenProbe.tap("logout", on: router.top)
    XCTAssertEqual(parent.events, ["loggedOut"])
    XCTAssertNil(unit.environment.persistentStores.session)
    XCTAssertEqual(router.calls, ["push Settings"], "the parents decide what comes next")
  }

  func testTheSwitchWritesThePreference() async {
    let (coordinator, router, _, unit) = make()
    coordinator.start()
    ScreenProbe.tap("notifications", on: router.top)
    XCTAssertFalse(unit.environment.settings.notificationsEnabled)
  }

  func testTheParentIsHeldWeakly() async {
    let (coordinator, _, _, _) = make()
    weak var parent: ParentSpy?
    do {
      let spy = ParentSpy()
      coordinator.delegate = spy
      parent = spy
    }
    XCTAssertNil(parent)
  }
}
