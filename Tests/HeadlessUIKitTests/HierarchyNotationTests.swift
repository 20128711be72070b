import XCTest

@testable import HeadlessUIKit

/// The canonical one-line notation of the whole window, spaced exactly as DESIGN.md writes it.
final class HierarchyNotationTests: XCTestCase {
  @MainActor
  func testTabsInOrderWithTheSelectedOneStarredAndTheirStacks() async {
    let journal = Journal()
    let (window, tabs) = windowWithTabs(
      [
        tab(
          "Home",
          [
            JournalingController("Feed", journal: journal),
            JournalingController("PostDetail", id: 3, journal: journal),
          ]),
        tab("Profile", [JournalingController("MyProfile", journal: journal)]),
      ], journal: journal)

    XCTAssertEqual(
      HierarchyNotation.render(window), "Tabs{Home*:[Feed > PostDetail(3)], Profile:[MyProfile]}")
    tabs.selectedIndex = 1
    XCTAssertEqual(
      HierarchyNotation.render(window), "Tabs{Home:[Feed > PostDetail(3)], Profile*:[MyProfile]}")
  }

  @MainActor
  func testAChainOfPresentationsReadsLeftToRight() async {
    let journal = Journal()
    let (window, tabs) = windowWithTabs(
      [
        tab("Home", [JournalingController("Feed", journal: journal)]),
        tab("Profile", [JournalingController("MyProfile", journal: journal)]),
      ], journal: journal)
    tabs.selectedIndex = 1
    let edit = JournalingController("EditProfile", journal: journal)
    tabs.selectedViewController!.children[0].present(sheet(edit), animated: true)
    window.waitForAnimations()
    let confirm = JournalingController("Confirm", journal: journal)
    edit.present(confirm, animated: true)
    window.waitForAnimations()
    confirm.present(sheet(JournalingController("About", journal: journal)), animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      HierarchyNotation.render(window),
      "Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile] ^ Confirm ^ [About]")
  }

  @MainActor
  func testIdsAreWrittenAfterTheScreenName() async {
    let journal = Journal()
    let (window, _) = windowWithStack(
      [
        JournalingController("Feed", journal: journal),
        JournalingController("PostDetail", id: 3, journal: journal),
        JournalingController("UserProfile", id: 12, journal: journal),
      ], journal: journal)

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail(3) > UserProfile(12)]")
  }

  @MainActor
  func testAnEmptyWindow() async {
    XCTAssertEqual(HierarchyNotation.render(UIWindow()), "(empty)")
    XCTAssertEqual(HierarchyNotation.emptyWindow, "(empty)")
  }

  @MainActor
  func testABareRootControllerIsItsName() async {
    let window = UIWindow()
    window.setRootViewController(JournalingController("Onboarding", journal: Journal()))

    XCTAssertEqual(HierarchyNotation.render(window), "Onboarding")
  }

  /// Swift type names never appear: a controller that declares no screen name is `?`.
  @MainActor
  func testAControllerWithNoScreenNameIsAQuestionMark() async {
    let journal = Journal()
    let unnamed = UnnamedScreenWithAVeryTellingTypeName()
    unnamed.title = "Title is not the screen name"
    let (window, _) = windowWithStack(
      [JournalingController("Feed", journal: journal), unnamed], journal: journal)

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > ?]")
    XCTAssertEqual(unnamed.notationName, "?")
  }

  @MainActor
  func testEmptyContainers() async {
    let window = UIWindow()
    window.setRootViewController(UINavigationController())
    XCTAssertEqual(HierarchyNotation.render(window), "[]")

    window.setRootViewController(UITabBarController())
    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{}")
  }

  @MainActor
  func testATabThatIsABareScreenAndATabWithoutATitle() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    feed.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    let untitled = UINavigationController(
      rootViewController: JournalingController("MyProfile", journal: journal))
    let (window, _) = windowWithTabs([feed, untitled], journal: journal)

    XCTAssertEqual(HierarchyNotation.render(window), "Tabs{Home*:Feed, ?:[MyProfile]}")
  }

  @MainActor
  func testDescribeWritesOneControllerWithWhatItContainsButNotWhatItPresents() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    feed.present(sheet(JournalingController("EditProfile", journal: journal)), animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.describe(navigation), "[Feed]")
    XCTAssertEqual(HierarchyNotation.describe(feed), "Feed")
    XCTAssertEqual(
      HierarchyNotation.describeStack([feed, JournalingController("About", journal: journal)]),
      "[Feed > About]")
    XCTAssertEqual(window.issues, [])
  }
}

@MainActor
private final class UnnamedScreenWithAVeryTellingTypeName: UIViewController {}
