import XCTest

@testable import HeadlessUIKit

final class SmokeTests: XCTestCase {
  @MainActor
  func testTabsStackAndSheetNotation() async {
    let journal = Journal()
    let window = UIWindow()
    let feed = JournalingController("Feed", journal: journal)
    let home = UINavigationController(rootViewController: feed)
    home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
    let profile = UINavigationController(
      rootViewController: JournalingController("MyProfile", journal: journal))
    profile.tabBarItem = UITabBarItem(title: "Profile", image: nil, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [home, profile]
    window.setRootViewController(tabs)
    home.pushViewController(
      JournalingController("PostDetail", id: 3, journal: journal), animated: true)
    window.waitForAnimations()
    profile.topViewController!.present(
      UINavigationController(
        rootViewController: JournalingController("EditProfile", journal: journal)),
      animated: true)
    window.waitForAnimations()
    XCTAssertEqual(
      HierarchyNotation.render(window),
      "Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(window.issues, [])
    XCTAssertEqual(
      window.transitions.map(\.description),
      [
        "setViewControllers Tabs{Home*:[Feed], Profile:[MyProfile]}",
        "setRoot Tabs{Home*:[Feed], Profile:[MyProfile]}", "push PostDetail(3)",
        "present [EditProfile]",
      ])
    journal.reset()
    try? window.userSwipeDown()
    window.waitForAnimations()
    XCTAssertEqual(
      HierarchyNotation.render(window), "Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    XCTAssertEqual(
      journal.entries, ["EditProfile.viewWillDisappear", "EditProfile.viewDidDisappear"])
    journal.reset()
    try? window.userBackGesture(cancelled: true)
    window.waitForAnimations()
    XCTAssertEqual(
      journal.entries,
      [
        "PostDetail(3).willMove(nil)", "PostDetail(3).viewWillDisappear", "Feed.viewWillAppear",
        "Feed.viewWillDisappear", "PostDetail(3).viewWillAppear", "Feed.viewDidDisappear",
        "PostDetail(3).viewDidAppear",
      ])
    journal.reset()
    try? window.userBackGesture()
    window.waitForAnimations()
    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(window.lifetimeTracker.leaks(), [])
  }
}
