import XCTest

@testable import HeadlessUIKit

/// Swapping the window's root (the login ↔ main move): the old hierarchy is released, except a
/// controller it still presents, which UIKit keeps alive.
final class WindowRootTests: XCTestCase {
  @MainActor
  func testARootSwapReleasesTheOldHierarchy() async {
    let journal = Journal()
    let window = UIWindow()
    weak var oldStack: UINavigationController?
    weak var oldScreen: UIViewController?
    do {
      let login = JournalingController("Login", journal: journal)
      let stack = UINavigationController(rootViewController: login)
      stack.pushViewController(JournalingController("SignUp", journal: journal), animated: false)
      window.setRootViewController(stack)
      oldStack = stack
      oldScreen = login
    }
    XCTAssertNotNil(oldStack, "the window holds its root")

    window.setRootViewController(
      tab("Home", [JournalingController("Feed", journal: journal)]))

    XCTAssertNil(oldStack)
    XCTAssertNil(oldScreen)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(window.issues, [])
    XCTAssertEqual(window.lifetimeTracker.leaks(), [])
  }

  @MainActor
  func testARootSwapWhilePresentingKeepsThePresentedControllerAliveAndIsAMisuse() async {
    let journal = Journal()
    let window = UIWindow()
    weak var oldRoot: UIViewController?
    weak var presented: UIViewController?
    do {
      let tabs = UITabBarController()
      tabs.viewControllers = [tab("Profile", [JournalingController("MyProfile", journal: journal)])]
      window.setRootViewController(tabs)
      let edit = sheet(JournalingController("EditProfile", journal: journal))
      tabs.present(edit, animated: true)
      oldRoot = tabs
      presented = edit
    }

    let line: UInt = #line + 1
    window.setRootViewController(sheet(JournalingController("Login", journal: journal)))

    XCTAssertNil(oldRoot)
    XCTAssertNotNil(presented, "UIKit keeps a still-presented controller alive")
    XCTAssertEqual(HierarchyNotation.render(window), "[Login]")
    XCTAssertEqual(window.issues.count, 1)
    XCTAssertEqual(window.issues.first?.severity, .misuse)
    XCTAssertEqual(window.issues.first?.source, SourceLocation(fileID: #fileID, line: line))
    XCTAssertTrue(
      window.issues.first?.message.hasPrefix("root replaced while presenting [EditProfile]") == true
    )
    XCTAssertEqual(
      window.lifetimeTracker.leaks().map(\.anchor).sorted(),
      ["EditProfile", "[EditProfile]"].sorted())
  }

  @MainActor
  func testARootSwapAfterDismissingIsClean() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("MyProfile", journal: journal)], journal: journal)
    weak var presented: UIViewController?
    do {
      let edit = sheet(JournalingController("EditProfile", journal: journal))
      navigation.present(edit, animated: true)
      presented = edit
    }
    navigation.dismiss(animated: true)

    window.setRootViewController(sheet(JournalingController("Login", journal: journal)))

    XCTAssertNil(presented)
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testAControllerAlreadyInAHierarchyCannotBecomeTheRoot() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    let logged = window.transitions.count

    window.setRootViewController(feed)

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(window.issues.map(\.severity), [.misuse])
  }

  @MainActor
  func testAFormerRootIsFreeToBeShownAgain() async {
    let journal = Journal()
    let onboarding = JournalingController("Onboarding", journal: journal)
    let window = UIWindow()
    window.setRootViewController(onboarding)
    let login = sheet(JournalingController("Login", journal: journal))
    window.setRootViewController(login)

    login.pushViewController(onboarding, animated: true)

    XCTAssertEqual(HierarchyNotation.render(window), "[Login > Onboarding]")
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testSettingTheSameRootAgainChangesNothing() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let logged = window.transitions.count

    window.rootViewController = navigation

    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testTheRootCanBeRemoved() async {
    let journal = Journal()
    let (window, _) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)

    window.rootViewController = nil

    XCTAssertNil(window.rootViewController)
    XCTAssertEqual(HierarchyNotation.render(window), "(empty)")
    XCTAssertEqual(journal.entries, ["Feed.viewWillDisappear", "Feed.viewDidDisappear"])
    XCTAssertEqual(window.transitions.last?.description, "setRoot nil")
  }

  @MainActor
  func testTheRootKnowsNoParentAndIsInTheWindow() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)

    XCTAssertTrue(window.rootViewController === navigation)
    XCTAssertNil(navigation.parent)
    XCTAssertTrue(window.controllersInWindow().elementsEqual([navigation, feed], by: ===))
    XCTAssertTrue(window.isKeyWindow)
  }
}
