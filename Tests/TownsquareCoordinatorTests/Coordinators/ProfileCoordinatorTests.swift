import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decisions covered: edit profile (present, save), logout passed up, Settings and links;
/// against a recording router.
@MainActor
final class ProfileCoordinatorTests: XCTestCase {
  private final class ParentSpy: ProfileCoordinatorDelegate {
    var loggedOut = 0
    func profileCoordinatorDidLogOut(_ coordinator: ProfileCoordinator) { loggedOut += 1 }
  }

  private var unit: UnitContext!
  private var coordinator: ProfileCoordinator!
  private var parent: ParentSpy!

  /// The Profile tab's stack (the first router made); a sheet's is the next.
  private var router: RecordingRouter { unit.routers[0] }
  private var sheet: RecordingRouter? { unit.routers.count > 1 ? unit.routers.last : nil }
  private var children: [String] {
    coordinator.childCoordinators.map { String(describing: type(of: $0)) }
  }

  override func setUp() async throws {
    unit = UnitContext()
    parent = ParentSpy()
    coordinator = ProfileCoordinator(context: unit.context)
    coordinator.delegate = parent
    coordinator.start()
  }

  func testStartBuildsMyProfile() async {
    XCTAssertEqual(router.stack, "[MyProfile]")
    XCTAssertEqual(ScreenProbe.text("name", on: router.top), "Ana Lima")
    XCTAssertEqual(children, [])
  }

  func testSettingsIsAChildUntilTheUserPopsIt() async {
    ScreenProbe.tap("settings", on: router.top)
    XCTAssertEqual(router.calls, ["push Settings"])
    XCTAssertEqual(children, ["SettingsCoordinator"])
    router.userPopsTop()
    XCTAssertEqual(children, [])
  }

  func testSettingsEndsWhenATabReTapPopsToRoot() async {
    ScreenProbe.tap("settings", on: router.top)
    ScreenProbe.tap("about", on: router.top)
    router.userPopsToRoot()
    XCTAssertEqual(children, [])
  }

  // decision: log-out
  func testLogoutInSettingsIsPassedUp() async {
    ScreenProbe.tap("settings", on: router.top)
    ScreenProbe.tap("logout", on: router.top)
    XCTAssertEqual(parent.loggedOut, 1)
  }

  // decision: edit-profile-save
  func testEditPresentsTheSheetAndSaveUpdatesMyProfile() async {
    let myProfile = router.top
    ScreenProbe.tap("edit", on: myProfile)
    XCTAssertEqual(router.calls, ["present [EditProfile]"])
    XCTAssertEqual(children, ["EditProfileCoordinator"])
    ScreenProbe.type("name", "Ana Maria", on: sheet?.top)
    ScreenProbe.tap("save", on: sheet?.top)
    XCTAssertEqual(router.calls, ["present [EditProfile]", "dismiss"])
    XCTAssertEqual(children, [])
    XCTAssertEqual(ScreenProbe.text("name", on: myProfile), "Ana Maria")
    ScreenProbe.tap("edit", on: myProfile)
    XCTAssertEqual(
      ScreenProbe.text("name", on: sheet?.top), "Ana Maria", "the next edit starts there")
  }

  func testSwipeDownEndsTheSheetsFlow() async {
    ScreenProbe.tap("edit", on: router.top)
    router.userSwipesDownSheet()
    XCTAssertEqual(children, [])
    XCTAssertEqual(router.calls, ["present [EditProfile]"])
  }

  // decision: deep-link-settings
  func testSettingsLinkReplacesARunningSettingsFlow() async {
    coordinator.route(.settings)
    coordinator.route(.settings)
    XCTAssertEqual(
      router.calls, ["setStack [MyProfile > Settings]", "setStack [MyProfile > Settings]"])
    XCTAssertEqual(children, ["SettingsCoordinator"])
  }

  // decision: deep-link-edit-profile
  func testEditLinkResetsTheStackAndPresents() async {
    ScreenProbe.tap("settings", on: router.top)
    coordinator.route(.editProfile)
    XCTAssertEqual(
      router.calls, ["push Settings", "setStack [MyProfile]", "present [EditProfile]"])
    XCTAssertEqual(children, ["EditProfileCoordinator"])
  }

  /// What follows (a deep link's screen) runs only once the sheet has gone: at once when there
  /// is none, else in the dismissal's completion (the recording router completes at once).
  // decision: deep-link-edit-profile
  func testFinishingThePresentedFlowDismissesTheSheetThenGoesOn() async {
    var wentOn: [String] = []
    coordinator.finishPresentedFlow { wentOn.append("no sheet") }
    XCTAssertEqual(router.calls, [], "no sheet, nothing to do")
    ScreenProbe.tap("edit", on: router.top)
    coordinator.finishPresentedFlow { wentOn.append("after \(self.router.calls.last ?? "")") }
    XCTAssertEqual(router.calls, ["present [EditProfile]", "dismiss"])
    XCTAssertEqual(wentOn, ["no sheet", "after dismiss"])
    XCTAssertEqual(children, [])
  }

  func testFinishFromOutsideTakesTheSheetDown() async {
    ScreenProbe.tap("edit", on: router.top)
    coordinator.finish()
    XCTAssertEqual(router.calls, ["present [EditProfile]", "dismiss"])
  }
}
