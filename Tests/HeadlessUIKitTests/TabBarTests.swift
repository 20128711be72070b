import XCTest

@testable import HeadlessUIKit

/// A user's tap on a tab asks the delegate; code that selects a tab does not; a re-tap pops the
/// tab's stack to its root.
final class TabBarTests: XCTestCase {
  @MainActor
  private func mainTabs(_ journal: Journal) -> (
    UIWindow, UITabBarController, JournalingTabBarDelegate
  ) {
    let (window, tabs) = windowWithTabs(
      [
        tab("Home", [JournalingController("Feed", journal: journal)]),
        tab("Profile", [JournalingController("MyProfile", journal: journal)]),
      ], journal: journal)
    let delegate = JournalingTabBarDelegate(journal)
    tabs.delegate = delegate
    return (window, tabs, delegate)
  }

  @MainActor
  func testAUsersTapAsksShouldSelectThenSelectsAndCallsDidSelect() async {
    let journal = Journal()
    let (window, tabs, delegate) = mainTabs(journal)

    XCTAssertNoThrow(try window.userTapTab(named: "Profile"))
    window.waitForAnimations()

    XCTAssertEqual(tabs.selectedIndex, 1)
    XCTAssertEqual(
      journal.entries,
      [
        "shouldSelect Profile", "MyProfile.viewDidLoad", "Feed.viewWillDisappear",
        "MyProfile.viewWillAppear", "Feed.viewDidDisappear", "MyProfile.viewDidAppear",
        "didSelect Profile",
      ])
    XCTAssertEqual(
      window.transitions.last,
      Transition(kind: .selectTab, origin: .tabTap, screens: ["Profile"], source: nil))
    _ = delegate
  }

  @MainActor
  func testShouldSelectFalseLeavesEverythingAsItWas() async {
    let journal = Journal()
    let (window, tabs, delegate) = mainTabs(journal)
    delegate.allowsSelection = false
    let logged = window.transitions.count

    XCTAssertNoThrow(try window.userTapTab(named: "Profile"))
    window.waitForAnimations()

    XCTAssertEqual(tabs.selectedIndex, 0)
    XCTAssertEqual(journal.entries, ["shouldSelect Profile"])
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{Home*:[Feed], Profile:[MyProfile]}")
  }

  @MainActor
  func testAReTapPopsTheTabsStackToItsRootAndCallsDidSelect() async {
    let journal = Journal()
    let (window, tabs, delegate) = mainTabs(journal)
    let home = tabs.viewControllers![0] as! UINavigationController
    home.pushViewController(
      JournalingController("PostDetail", id: 3, journal: journal), animated: true)
    window.waitForAnimations()
    home.pushViewController(
      JournalingController("UserProfile", id: 2, journal: journal), animated: true)
    window.waitForAnimations()
    journal.reset()

    XCTAssertNoThrow(try window.userTapTab(named: "Home"))
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(
      journal.entries,
      [
        "shouldSelect Home", "PostDetail(3).willMove(nil)", "UserProfile(2).willMove(nil)",
        "UserProfile(2).viewWillDisappear", "Feed.viewWillAppear", "didSelect Home",
        "UserProfile(2).viewDidDisappear", "Feed.viewDidAppear", "PostDetail(3).didMove(nil)",
        "UserProfile(2).didMove(nil)",
      ])
    XCTAssertEqual(
      window.transitions.last,
      Transition(
        kind: .popToRoot, origin: .tabTap, screens: ["PostDetail(3)", "UserProfile(2)"],
        source: nil))
    _ = delegate
  }

  @MainActor
  func testAReTapAtTheRootStillCallsTheDelegateAndChangesNothing() async {
    let journal = Journal()
    let (window, _, delegate) = mainTabs(journal)
    let logged = window.transitions.count

    XCTAssertNoThrow(try window.userTapTab(named: "Home"))
    window.waitForAnimations()

    XCTAssertEqual(journal.entries, ["shouldSelect Home", "didSelect Home"])
    XCTAssertEqual(window.transitions.count, logged)
    _ = delegate
  }

  @MainActor
  func testAReTapRefusedByShouldSelectDoesNotPop() async {
    let journal = Journal()
    let (window, tabs, delegate) = mainTabs(journal)
    delegate.allowsSelection = false
    let home = tabs.viewControllers![0] as! UINavigationController
    home.pushViewController(JournalingController("PostDetail", journal: journal), animated: true)
    window.waitForAnimations()

    XCTAssertNoThrow(try window.userTapTab(named: "Home"))
    window.waitForAnimations()

    XCTAssertEqual(
      HierarchyNotation.render(window), "Tabs{Home*:[Feed > PostDetail], Profile:[MyProfile]}")
  }

  @MainActor
  func testSelectingInCodeDoesNotCallTheDelegate() async {
    let journal = Journal()
    let (window, tabs, delegate) = mainTabs(journal)

    tabs.selectedIndex = 1
    tabs.selectedViewController = tabs.viewControllers![0]
    let line: UInt = #line + 1
    tabs.setSelectedIndex(1)

    XCTAssertEqual(tabs.selectedIndex, 1)
    XCTAssertFalse(
      journal.entries.contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
    XCTAssertEqual(
      window.transitions.suffix(3).map { [$0.origin.rawValue, $0.source?.description ?? "-"] },
      [["code", "-"], ["code", "-"], ["code", "\(#fileID):\(line)"]])
    _ = delegate
  }

  @MainActor
  func testSelectingTheSelectedTabOrAMissingOneInCodeChangesNothing() async {
    let journal = Journal()
    let (window, tabs, _) = mainTabs(journal)
    let logged = window.transitions.count

    tabs.selectedIndex = 0
    tabs.selectedIndex = 7

    XCTAssertEqual(tabs.selectedIndex, 0)
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(journal.entries, [])
  }

  /// UIKit throws: only a view controller among the tabs can be selected.
  @MainActor
  func testSelectingAControllerThatIsNotATabIsAMisuse() async {
    let journal = Journal()
    let (window, tabs, _) = mainTabs(journal)

    tabs.selectedViewController = JournalingController("Settings", journal: journal)

    XCTAssertEqual(tabs.selectedIndex, 0)
    XCTAssertEqual(window.issues.map(\.severity), [.misuse])
  }

  @MainActor
  func testTabsAreChildrenInOrderAndTheFirstIsSelected() async {
    let journal = Journal()
    let (window, tabs, _) = mainTabs(journal)

    XCTAssertEqual(tabs.viewControllers?.map(\.tabBarItem.title), ["Home", "Profile"])
    XCTAssertTrue(tabs.selectedViewController === tabs.viewControllers?[0])
    XCTAssertTrue(tabs.viewControllers!.allSatisfy { $0.parent === tabs })
    XCTAssertTrue(tabs.viewControllers![1].children[0].tabBarController === tabs)
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testATabBarControllerCannotBeATab() async {
    let journal = Journal()
    let (window, tabs, _) = mainTabs(journal)

    tabs.viewControllers = [tabs.viewControllers![0], UITabBarController()]

    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{Home*:[Feed], Profile:[MyProfile]}")
    XCTAssertEqual(window.issues.map(\.severity), [.misuse])
  }

  @MainActor
  func testReplacingTheTabsRemovesTheOldOnes() async {
    let journal = Journal()
    let (window, tabs, _) = mainTabs(journal)
    let oldProfile = tabs.viewControllers![1]
    let settings = JournalingController("Settings", journal: journal)
    settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 2)

    tabs.viewControllers = [tabs.viewControllers![0], settings]

    XCTAssertNil(oldProfile.parent)
    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{Home*:[Feed], Settings:Settings}")
    XCTAssertEqual(journal.entries, ["Settings.willMove(parent)", "Settings.didMove(parent)"])
  }

  /// UIKit documents it: new tabs keep the selected controller selected if it is still there,
  /// else the same index if valid, else the first.
  @MainActor
  func testNewTabsKeepTheSelectedControllerElseItsIndexElseTheFirst() async {
    let journal = Journal()
    let (window, tabs, _) = mainTabs(journal)
    let home = tabs.viewControllers![0]
    let profile = tabs.viewControllers![1]
    tabs.selectedIndex = 1
    journal.reset()

    tabs.viewControllers = [profile, home]
    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{Profile*:[MyProfile], Home:[Feed]}")
    XCTAssertEqual(journal.entries, [], "what is shown did not change")

    tabs.selectedIndex = 1
    tabs.viewControllers = [
      profile, tab("Settings", [JournalingController("About", journal: journal)]),
    ]
    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{Profile:[MyProfile], Settings*:[About]}")

    tabs.viewControllers = [profile]
    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{Profile*:[MyProfile]}")
  }

  /// UIKit: assigning a view controller's title also retitles its tab bar item.
  @MainActor
  func testAControllersTitleNamesItsTab() async {
    let journal = Journal()
    let home = UINavigationController(
      rootViewController: JournalingController("Feed", journal: journal))
    home.title = "Home"
    let profile = UINavigationController(
      rootViewController: JournalingController("MyProfile", journal: journal))
    _ = profile.tabBarItem
    profile.title = "Profile"
    let (window, _) = windowWithTabs([home, profile], journal: journal)

    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{Home*:[Feed], Profile:[MyProfile]}")
  }

  @MainActor
  func testATabTapIsRefusedWhileASheetIsUp() async {
    let journal = Journal()
    let (window, tabs, _) = mainTabs(journal)
    tabs.present(sheet(JournalingController("EditProfile", journal: journal)), animated: true)
    window.waitForAnimations()
    journal.reset()

    XCTAssertThrowsError(try window.userTapTab(named: "Profile")) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message,
        "the tab bar is covered by [EditProfile]; dismiss it first")
    }
    XCTAssertEqual(tabs.selectedIndex, 0)
    XCTAssertEqual(journal.entries, [])
  }

  @MainActor
  func testATapOnAMissingTabNamesTheTabsThatExist() async {
    let journal = Journal()
    let (window, _, _) = mainTabs(journal)

    XCTAssertThrowsError(try window.userTapTab(named: "Settings")) { error in
      XCTAssertEqual(
        error as? UserActionError,
        UserActionError(
          "no tab 'Settings'; the tabs are: Home, Profile",
          availableIdentifiers: ["Home", "Profile"]))
    }
    XCTAssertEqual(journal.entries, [])
  }

  @MainActor
  func testATabTapWithoutATabBarIsRefused() async {
    let journal = Journal()
    let (window, _) = windowWithStack(
      [JournalingController("Login", journal: journal)], journal: journal)

    XCTAssertThrowsError(try window.userTapTab(named: "Home")) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message, "there is no tab bar on the visible screen")
    }
    XCTAssertThrowsError(try UIWindow().userTapTab(named: "Home"))
  }
}
