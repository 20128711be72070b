import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decisions covered: edit profile save and cancel (and swipe-down), the sheet on its own; against
/// a recording router.
@MainActor
final class EditProfileCoordinatorTests: XCTestCase {
  private var unit: UnitContext!
  private var presenter: RecordingRouter!
  private var coordinator: EditProfileCoordinator!
  private var results: [EditProfileResult] = []

  private var sheet: RecordingRouter { unit.routers[0] }

  private func start() {
    unit = UnitContext()
    presenter = unit.parentRouter(root: placeholderScreen("MyProfile"))
    coordinator = EditProfileCoordinator(presentingRouter: presenter, context: unit.context)
    coordinator.onFinish = { [unowned self] result in results.append(result) }
    coordinator.start()
  }

  func testStartPresentsItsOwnStackThroughTheParentsRouter() async {
    start()
    XCTAssertEqual(sheet.stack, "[EditProfile]")
    XCTAssertEqual(presenter.calls, ["present [EditProfile]"])
    XCTAssertTrue(presenter.presented === sheet.rootViewController)
    XCTAssertEqual(ScreenProbe.text("name", on: sheet.top), "Ana Lima")
    XCTAssertEqual(ScreenProbe.text("bio", on: sheet.top), "iOS developer")
  }

  // decision: edit-profile-save
  func testSaveDismissesAndFinishesWithTheSavedProfile() async {
    start()
    ScreenProbe.type("name", " Ana B ", on: sheet.top)
    ScreenProbe.type("bio", "", on: sheet.top)
    ScreenProbe.tap("save", on: sheet.top)
    XCTAssertEqual(presenter.calls, ["present [EditProfile]", "dismiss"])
    XCTAssertEqual(results, [.saved(Profile(name: "Ana B", bio: ""))])
  }

  func testEmptyNameStaysWithTheError() async {
    start()
    ScreenProbe.type("name", "", on: sheet.top)
    ScreenProbe.tap("save", on: sheet.top)
    XCTAssertEqual(presenter.calls, ["present [EditProfile]"])
    XCTAssertEqual(results, [])
    XCTAssertEqual(ScreenProbe.text("error", on: sheet.top), "Name is required")
  }

  // decision: edit-profile-cancel
  func testCancelDismissesAndFinishesCancelled() async {
    start()
    ScreenProbe.tap("cancel", on: sheet.top)
    XCTAssertEqual(presenter.calls, ["present [EditProfile]", "dismiss"])
    XCTAssertEqual(results, [.cancelled])
  }

  func testSwipeDownFinishesCancelledWithoutDismissingAgain() async {
    start()
    presenter.userSwipesDownSheet()
    XCTAssertEqual(presenter.calls, ["present [EditProfile]"])
    XCTAssertEqual(results, [.cancelled])
    coordinator.finish()
    XCTAssertEqual(presenter.calls, ["present [EditProfile]"])
  }

  func testFinishFromOutsideDismissesOnceAndReportsNothing() async {
    start()
    coordinator.finish()
    coordinator.finish()
    XCTAssertEqual(presenter.calls, ["present [EditProfile]", "dismiss"])
    XCTAssertEqual(results, [])
  }
}
