import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Decisions covered: logout passed up, links routed to their tab; against a recording router.
///
/// The logged-in flow: the tabs, links routed to the right tab, logout passed up.
@MainActor
final class MainCoordinatorTests: XCTestCase {
  private final class ParentSpy: MainCoordinatorDelegate {
    var loggedOut = 0
    func mainCoordinatorDidLogOut(_ coordinator: MainCoordinator) { loggedOut += 1 }
  }

  private var unit: UnitDependencies!
  private var coordinator: MainCoordinator!
  private var parent: ParentSpy!

  private var home: RecordingRouter { unit.routers[0] }
  private var profile: RecordingRouter { unit.routers[1] }
  private var tabs: String { coordinator.rootViewController.map(HierarchyNotation.describe) ?? "" }

  override func setUp() async throws {
    unit = UnitDependencies()
    parent = ParentSpy()
    coordinator = MainCoordinator(dependencies: unit.dependencies)
    coordinator.delegate = parent
    coordinator.start()
  }

  func testStartBuildsBothTabsWithAChildEach() async {
    XCTAssertEqual(tabs, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(coordinator.childNames, ["HomeCoordinator", "ProfileCoordinator"])
  }

  // decision: deep-link-post
  func testAPostLinkSelectsHomeAndSetsOnlyItsStack() async {
    coordinator.route(.settings)
    coordinator.route(.post(id: 2))
    XCTAssertEqual(home.calls, ["setStack [Feed > PostDetail(2)]"])
    XCTAssertEqual(profile.calls, ["setStack [MyProfile > Settings]"])
    XCTAssertEqual(tabs, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
  }

  // decision: deep-link-edit-profile
  func testTheEditLinkSelectsProfileAndPresents() async {
    coordinator.route(.editProfile)
    XCTAssertEqual(profile.calls, ["setStack [MyProfile]", "present [EditProfile]"])
    XCTAssertEqual(tabs, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
  }

  // decision: deep-link-edit-profile
  func testALinkWaitsUntilTheOpenSheetIsDismissed() async {
    coordinator.route(.editProfile)
    profile.endsDismissalsAtOnce = false
    coordinator.route(.editProfile)
    XCTAssertEqual(
      profile.calls, ["setStack [MyProfile]", "present [EditProfile]", "dismiss"],
      "no present while the dismissal is in flight")
    profile.endDismissal()
    XCTAssertEqual(
      profile.calls.suffix(2), ["setStack [MyProfile]", "present [EditProfile]"])
    let editChildren = coordinator.child(ofType: ProfileCoordinator.self)?.childNames
    XCTAssertEqual(editChildren, ["EditProfileCoordinator"], "the old flow is gone")
  }

  // decision: log-out
  func testLogoutFromTheProfileTabIsPassedUp() async {
    let profileFlow = coordinator.child(ofType: ProfileCoordinator.self)
    profileFlow?.myProfileModuleDidRequestSettings()
    profileFlow?.child(ofType: SettingsCoordinator.self)?.settingsModuleDidLogOut()
    XCTAssertEqual(parent.loggedOut, 1)
  }
}
