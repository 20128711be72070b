import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Decisions covered: logout passed up, links routed to their tab; against a recording router.
///
/// Deep links routed top-down through Main to the tab coordinators, with every router a
/// recording one: which router was asked for what, in which order.
@MainActor
final class MainCoordinatorTests: XCTestCase {
  private final class ParentSpy: MainCoordinatorDelegate {
    var loggedOut = 0
    func mainCoordinatorDidLogOut(_ coordinator: MainCoordinator) { loggedOut += 1 }
  }

  private var unit: UnitContext!
  private var coordinator: MainCoordinator!
  private var parent: ParentSpy!

  private var home: RecordingRouter { unit.routers[0] }
  private var profile: RecordingRouter { unit.routers[1] }
  private var tabs: UITabBarController? { coordinator.rootViewController as? UITabBarController }

  override func setUp() async throws {
    unit = UnitContext()
    parent = ParentSpy()
    coordinator = MainCoordinator(context: unit.context)
    coordinator.delegate = parent
    coordinator.start()
  }

  func testStartGivesEachTabItsCoordinatorAndStack() async {
    XCTAssertEqual(AppDriver.describe(coordinator), "Main{Home, Profile}")
    XCTAssertEqual(home.stack, "[Feed]")
    XCTAssertEqual(profile.stack, "[MyProfile]")
    XCTAssertEqual(tabs?.viewControllers?.map { $0.tabBarItem.title ?? "" }, ["Home", "Profile"])
    XCTAssertEqual(tabs?.selectedIndex, 0)
  }

  // decision: deep-link-post
  // decision: deep-link-user
  func testHomeLinksGoToTheHomeTab() async {
    tabs?.selectedIndex = 1
    coordinator.route(.post(id: 2))
    XCTAssertEqual(tabs?.selectedIndex, 0)
    XCTAssertEqual(home.calls, ["setStack [Feed > PostDetail(2)]"])
    XCTAssertEqual(profile.calls, [])
    coordinator.route(.user(id: 3))
    XCTAssertEqual(home.calls.last, "setStack [Feed > UserProfile(3)]")
  }

  // decision: deep-link-settings
  // decision: deep-link-edit-profile
  func testProfileLinksGoToTheProfileTab() async {
    coordinator.route(.settings)
    XCTAssertEqual(tabs?.selectedIndex, 1)
    XCTAssertEqual(profile.calls, ["setStack [MyProfile > Settings]"])
    coordinator.route(.editProfile)
    XCTAssertEqual(
      profile.calls,
      ["setStack [MyProfile > Settings]", "setStack [MyProfile]", "present [EditProfile]"])
    XCTAssertEqual(home.calls, [])
    XCTAssertEqual(AppDriver.describe(coordinator), "Main{Home, Profile{EditProfile}}")
  }

  // decision: deep-link-post
  func testALinkEndsTheSheetsFlowFirst() async {
    coordinator.route(.editProfile)
    coordinator.route(.post(id: 1))
    XCTAssertEqual(profile.calls.suffix(1), ["dismiss"])
    XCTAssertEqual(home.calls, ["setStack [Feed > PostDetail(1)]"])
    XCTAssertEqual(AppDriver.describe(coordinator), "Main{Home, Profile}")
  }

  func testFinishTakesTheSheetDown() async {
    coordinator.route(.editProfile)
    coordinator.finish()
    XCTAssertEqual(profile.calls.last, "dismiss")
  }

  // decision: log-out
  func testLogoutInTheProfileTabIsPassedUp() async {
    coordinator.route(.settings)
    ScreenProbe.tap("logout", on: profile.top)
    XCTAssertEqual(parent.loggedOut, 1)
  }
}
