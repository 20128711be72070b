import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Decisions covered: edit profile save and cancel (and swipe-down), the sheet on its own; against
/// a recording router.
///
/// The sheet's flow on its own: present, and each way it ends.
@MainActor
final class EditProfileCoordinatorTests: XCTestCase {
  private var unit: UnitDependencies!
  private var parentRouter: RecordingRouter!
  private var coordinator: EditProfileCoordinator!
  private var results: [EditProfileResult] = []

  private func start() {
    unit = UnitDependencies()
    parentRouter = RecordingRouter(root: placeholderScreen("MyProfile"))
    results = []
    coordinator = EditProfileCoordinator(
      presentingRouter: parentRouter, dependencies: unit.dependencies)
    coordinator.onFinish = { [unowned self] in results.append($0) }
    coordinator.start()
  }

  override func setUp() async throws {
    start()
  }

  func testStartPresentsTheSheetsOwnStackThroughTheParentsRouter() async {
    XCTAssertEqual(parentRouter.calls, ["present [EditProfile]"])
    XCTAssertTrue(parentRouter.presented === unit.routers[0].rootViewController)
    XCTAssertEqual(unit.routers[0].stack, "[EditProfile]")
  }

  // decision: edit-profile-save
  func testSaveDismissesAndFinishesWithTheSavedProfile() async {
    let saved = Profile(name: "Ana Maria", bio: "")
    coordinator.editProfileModule(didSave: saved)
    XCTAssertEqual(parentRouter.calls, ["present [EditProfile]", "dismiss"])
    XCTAssertEqual(results, [.saved(saved)])
  }

  // decision: edit-profile-cancel
  func testCancelDismissesAndFinishesCancelled() async {
    coordinator.editProfileModuleDidCancel()
    XCTAssertEqual(parentRouter.calls, ["present [EditProfile]", "dismiss"])
    XCTAssertEqual(results, [.cancelled])
  }

  func testASwipeFinishesCancelledAndDismissesNothingMore() async {
    parentRouter.userSwipesDownSheet()
    XCTAssertEqual(results, [.cancelled])
    coordinator.finish()
    XCTAssertEqual(parentRouter.calls, ["present [EditProfile]"])
  }
}
