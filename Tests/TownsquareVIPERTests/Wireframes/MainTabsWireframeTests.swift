import HeadlessUIKit
import XCTest

@testable import TownsquareVIPER

/// MainTabs' wireframe against a tab bar double: selecting a tab for a link, and taking a
/// sheet down before the link's screen is shown.
@MainActor
final class MainTabsWireframeTests: XCTestCase {
  private let navigation = NavigationDouble()
  private let tabs = NavigationDouble.Tabs()

  private func mainTabsWireframe() -> MainTabsWireframe {
    let home = UINavigationController(rootViewController: NavigationDouble.screen("Feed"))
    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
    let profile = UINavigationController(rootViewController: NavigationDouble.screen("MyProfile"))
    profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
    tabs.setViewControllers([home, profile], animated: false)
    navigation.show(tabs)
    let wireframe = MainTabsWireframe(dependencies: navigation.dependencies)
    wireframe.tabBarController = tabs
    return wireframe
  }

  // decision: deep-link-settings
  func testSelectingATabSelectsItOnceAndNotAgain() async {
    let wireframe = mainTabsWireframe()
    wireframe.select(.profile)
    wireframe.select(.profile)
    XCTAssertEqual(tabs.calls, ["select 1"])
    XCTAssertEqual(navigation.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
  }

  // decision: deep-link-edit-profile
  func testWhatFollowsASheetWaitsForItsDismissalToEnd() async {
    let wireframe = mainTabsWireframe()
    tabs.present(
      UINavigationController(rootViewController: NavigationDouble.screen("EditProfile")),
      animated: false)
    var followed = 0
    wireframe.dismissPresentedModule { followed += 1 }
    XCTAssertEqual(followed, 0, "the animated dismissal is still in flight")
    navigation.settle()
    XCTAssertEqual(followed, 1)
    XCTAssertEqual(navigation.hierarchy, "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(navigation.issues, [])
  }

  func testWithNoSheetWhatFollowsRunsAtOnce() async {
    let wireframe = mainTabsWireframe()
    var followed = 0
    wireframe.dismissPresentedModule { followed += 1 }
    XCTAssertEqual(followed, 1)
  }
}
