import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Decisions covered: edit profile (present, save, cancel), logout passed up, Settings and links;
/// against a recording router.
///
/// The Profile tab's decisions: edit (save, cancel, swipe), Settings, links, logout.
@MainActor
final class ProfileCoordinatorTests: XCTestCase {
  private final class ParentSpy: ProfileCoordinatorDelegate {
    var loggedOut = 0
    func profileCoordinatorDidLogOut(_ coordinator: ProfileCoordinator) { loggedOut += 1 }
  }

  private var unit: UnitDependencies!
  private var coordinator: ProfileCoordinator!
  private var parent: ParentSpy!

  /// The Profile tab's stack (the first router made); a sheet's is the next.
  private var router: RecordingRouter { unit.routers[0] }
  private var sheet: RecordingRouter? { unit.routers.count > 1 ? unit.routers.last : nil }
  private var editProfile: EditProfileCoordinator? {
    coordinator.child(ofType: EditProfileCoordinator.self)
  }

  private func start() {
    unit = UnitDependencies()
    parent = ParentSpy()
    coordinator = ProfileCoordinator(dependencies: unit.dependencies)
    coordinator.delegate = parent
    coordinator.start()
  }

  override func setUp() async throws {
    start()
  }

  func testStartBuildsMyProfileFromTheDomain() async {
    XCTAssertEqual(router.stack, "[MyProfile]")
    XCTAssertEqual(displayedText("name", on: router.top), "Ana Lima")
    XCTAssertEqual(coordinator.childNames, [])
  }

  func testEditPresentsTheSheetPrefilled() async {
    coordinator.myProfileModuleDidRequestEdit()
    XCTAssertEqual(router.calls, ["present [EditProfile]"])
    XCTAssertEqual(coordinator.childNames, ["EditProfileCoordinator"])
    XCTAssertEqual(displayedText("name", on: sheet?.top), "Ana Lima")
  }

  // decision: edit-profile-save
  func testSaveDismissesTheSheetAndMyProfileShowsWhatWasSaved() async {
    let myProfile = router.top
    XCTAssertEqual(displayedText("name", on: myProfile), "Ana Lima", "on screen before the edit")
    coordinator.myProfileModuleDidRequestEdit()
    editProfile?.editProfileModule(didSave: Profile(name: "Ana Maria", bio: "Swift"))
    XCTAssertEqual(router.calls, ["present [EditProfile]", "dismiss"])
    XCTAssertEqual(coordinator.childNames, [])
    XCTAssertEqual(displayedText("name", on: myProfile), "Ana Maria")
    XCTAssertEqual(displayedText("bio", on: myProfile), "Swift")
  }

  // decision: edit-profile-cancel
  func testCancelDismissesTheSheetAndChangesNothing() async {
    let myProfile = router.top
    coordinator.myProfileModuleDidRequestEdit()
    editProfile?.editProfileModuleDidCancel()
    XCTAssertEqual(router.calls, ["present [EditProfile]", "dismiss"])
    XCTAssertEqual(coordinator.childNames, [])
    XCTAssertEqual(displayedText("name", on: myProfile), "Ana Lima")
  }

  func testASwipedDownSheetEndsItsFlowWithoutADismissCall() async {
    coordinator.myProfileModuleDidRequestEdit()
    router.userSwipesDownSheet()
    XCTAssertEqual(coordinator.childNames, [])
    XCTAssertEqual(router.calls, ["present [EditProfile]"], "UIKit already dismissed it")
  }

  func testSettingsIsAChildUntilItsScreenLeavesTheStack() async {
    coordinator.myProfileModuleDidRequestSettings()
    XCTAssertEqual(router.calls, ["push Settings"])
    XCTAssertEqual(coordinator.childNames, ["SettingsCoordinator"])
    router.userPopsTop()
    XCTAssertEqual(coordinator.childNames, [])
    coordinator.myProfileModuleDidRequestSettings()
    router.userPopsToRoot()
    XCTAssertEqual(coordinator.childNames, [], "a tab re-tap ends it too")
  }

  // decision: log-out
  func testLogoutInSettingsIsPassedUp() async {
    coordinator.myProfileModuleDidRequestSettings()
    coordinator.child(ofType: SettingsCoordinator.self)?.settingsModuleDidLogOut()
    XCTAssertEqual(parent.loggedOut, 1)
  }

  // decision: deep-link-settings
  func testTheSettingsLinkReplacesARunningSettingsFlow() async {
    coordinator.route(.settings)
    coordinator.route(.settings)
    XCTAssertEqual(
      router.calls, ["setStack [MyProfile > Settings]", "setStack [MyProfile > Settings]"])
    XCTAssertEqual(coordinator.childNames, ["SettingsCoordinator"])
  }

  // decision: deep-link-edit-profile
  func testTheEditLinkResetsTheStackThenPresents() async {
    coordinator.myProfileModuleDidRequestSettings()
    coordinator.route(.editProfile)
    XCTAssertEqual(
      router.calls, ["push Settings", "setStack [MyProfile]", "present [EditProfile]"])
    XCTAssertEqual(coordinator.childNames, ["EditProfileCoordinator"])
  }

  func testFinishingThePresentedFlowRunsItsCompletionOnceTheSheetIsGone() async {
    var completed = 0
    coordinator.finishPresentedFlow { completed += 1 }
    XCTAssertEqual(completed, 1, "no sheet: at once")
    XCTAssertEqual(router.calls, [])
    coordinator.myProfileModuleDidRequestEdit()
    router.endsDismissalsAtOnce = false
    coordinator.finishPresentedFlow { completed += 1 }
    XCTAssertEqual(router.calls, ["present [EditProfile]", "dismiss"])
    XCTAssertEqual(completed, 1, "not while the dismissal is in flight")
    XCTAssertEqual(coordinator.childNames, [])
    router.endDismissal()
    XCTAssertEqual(completed, 2)
  }

  func testATeardownTakesTheSheetDownUnanimated() async {
    coordinator.myProfileModuleDidRequestEdit()
    coordinator.finish()
    XCTAssertEqual(router.calls, ["present [EditProfile]", "dismiss (unanimated)"])
  }
}
