import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareMVVMWireframe

/// MainTabs' wireframe routing deep links, against doubles of the two tabs' module inputs, over
/// a tab bar of stand-in stacks in a recording window (a sheet's dismissal takes UIKit's time).
@MainActor
final class MainTabsWireframeTests: XCTestCase {
  private final class TabsSpy: FeedModuleInput, MyProfileModuleInput, MainTabsModuleOutput {
    var calls: [String] = []
    func showPost(id: Int) { calls.append("show post \(id)") }
    func showUser(id: Int) { calls.append("show user \(id)") }
    func showSettings() { calls.append("show settings") }
    func showEditProfile() { calls.append("show edit profile") }
    func mainTabsModuleDidLogOut() { calls.append("logged out") }
  }

  private let module = UnitModule()
  private let spy = TabsSpy()
  private let window = RecordingWindow()
  private let tabs = MainTabsViewController()

  private func makeWireframe() -> MainTabsWireframe {
    let wireframe = MainTabsWireframe(dependencies: module.dependencies, output: spy)
    tabs.setTabs([
      .home: UINavigationController(rootViewController: UnitModule.placeholder("Feed")),
      .profile: UINavigationController(rootViewController: UnitModule.placeholder("MyProfile")),
    ])
    wireframe.tabBarController = tabs
    wireframe.feedModule = spy
    wireframe.myProfileModule = spy
    window.show(tabs)
    return wireframe
  }

  // decision: deep-link-post
  // decision: deep-link-user
  func testHomeLinksSelectHomeAndAskTheFeed() async {
    let wireframe = makeWireframe()
    tabs.selectedIndex = MainTabsViewController.Tab.profile.rawValue
    wireframe.open(.post(id: 2))
    XCTAssertEqual(tabs.selectedIndex, MainTabsViewController.Tab.home.rawValue)
    wireframe.open(.user(id: 3))
    XCTAssertEqual(spy.calls, ["show post 2", "show user 3"])
  }

  // decision: deep-link-settings
  func testTheSettingsLinkSelectsProfileAndAsksMyProfile() async {
    let wireframe = makeWireframe()
    wireframe.open(.settings)
    XCTAssertEqual(tabs.selectedIndex, MainTabsViewController.Tab.profile.rawValue)
    XCTAssertEqual(spy.calls, ["show settings"])
  }

  // decision: deep-link-edit-profile
  func testALinkWaitsForAnOpenSheetsDismissalToEnd() async {
    let wireframe = makeWireframe()
    tabs.present(
      UINavigationController(rootViewController: UnitModule.placeholder("EditProfile")),
      animated: false)
    _ = window.newTransitions()
    wireframe.open(.editProfile)
    XCTAssertEqual(spy.calls, [], "nothing while the sheet still slides down")
    window.settle()
    XCTAssertEqual(window.newTransitions().first, "dismiss [EditProfile]")
    XCTAssertEqual(spy.calls, ["show edit profile"])
    XCTAssertEqual(tabs.selectedIndex, MainTabsViewController.Tab.profile.rawValue)
    XCTAssertEqual(window.issueTexts, [])
  }

  // decision: log-out
  func testLogoutFromTheProfileTabIsPassedUp() async {
    makeWireframe().myProfileModuleDidLogOut()
    XCTAssertEqual(spy.calls, ["logged out"])
  }
}
