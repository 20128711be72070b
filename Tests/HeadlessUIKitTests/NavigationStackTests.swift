import XCTest

@testable import HeadlessUIKit

/// Push, pop, popToRoot, popTo and setViewControllers: what the stack becomes, what the calls
/// return, and the misuses UIKit throws for (recorded here, changing nothing).
final class NavigationStackTests: XCTestCase {
  @MainActor
  func testPopAtTheRootDoesNothingAndReturnsNil() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let logged = window.transitions.count

    let popped = navigation.popViewController(animated: true)
    window.waitForAnimations()

    XCTAssertNil(popped)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testPopRemovesTheTopAndReturnsIt() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let detail = JournalingController("PostDetail", id: 3, journal: journal)
    let (window, navigation) = windowWithStack([feed, detail], journal: journal)

    let popped = navigation.popViewController(animated: true)
    window.waitForAnimations()

    XCTAssertTrue(popped === detail)
    XCTAssertTrue(navigation.topViewController === feed)
    XCTAssertNil(detail.parent)
    XCTAssertNil(detail.navigationController)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
  }

  @MainActor
  func testPopToRootReturnsThePoppedControllersBottomToTop() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let detail = JournalingController("PostDetail", id: 3, journal: journal)
    let author = JournalingController("UserProfile", id: 1, journal: journal)
    let (window, navigation) = windowWithStack([feed, detail, author], journal: journal)

    let popped = navigation.popToRootViewController(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(popped?.map(\.notationName), ["PostDetail(3)", "UserProfile(1)"])
    XCTAssertTrue(popped?.first === detail && popped?.last === author)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(navigation.viewControllers.count, 1)
  }

  @MainActor
  func testPopToRootAtTheRootPopsNothingAndLogsNothing() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let logged = window.transitions.count

    let popped = navigation.popToRootViewController(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(popped?.count ?? 0, 0)
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(journal.entries, [])
  }

  @MainActor
  func testPopToViewControllerReturnsTheControllersAboveIt() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail", "UserProfile", "About"].map {
      JournalingController($0, journal: journal)
    }
    let (window, navigation) = windowWithStack(screens, journal: journal)

    let popped = navigation.popToViewController(screens[1], animated: true)
    window.waitForAnimations()

    XCTAssertEqual(popped?.map(\.notationName), ["UserProfile", "About"])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testPopToTheTopPopsNothing() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(screens, journal: journal)
    let logged = window.transitions.count

    let popped = navigation.popToViewController(screens[1], animated: true)
    window.waitForAnimations()

    XCTAssertEqual(popped?.count ?? 0, 0)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(journal.entries, [])
  }

  @MainActor
  func testPopToAControllerNotOnTheStackIsAMisuseThatChangesNothing() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(screens, journal: journal)
    let stranger = JournalingController("Settings", journal: journal)
    let logged = window.transitions.count

    let line: UInt = #line + 1
    let popped = navigation.popToViewController(stranger, animated: true)
    window.waitForAnimations()

    XCTAssertNil(popped)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(window.issues.count, 1)
    XCTAssertEqual(window.issues.first?.severity, .misuse)
    XCTAssertEqual(window.issues.first?.source, SourceLocation(fileID: #fileID, line: line))
    XCTAssertTrue(window.issues.first?.message.contains("Settings") == true)
  }

  @MainActor
  func testPushingAControllerAlreadyOnTheStackIsAMisuseThatChangesNothing() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(screens, journal: journal)
    let logged = window.transitions.count

    let line: UInt = #line + 1
    navigation.pushViewController(screens[0], animated: true)
    window.waitForAnimations()
    navigation.pushViewController(screens[1], animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(window.issues.map(\.severity), [.misuse, .misuse])
    XCTAssertEqual(window.issues.map(\.source?.line), [line, line + 2])
    XCTAssertTrue(window.issues[0].message.contains("more than once"))
  }

  @MainActor
  func testPushingATabBarControllerIsAMisuseThatChangesNothing() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let tabs = UITabBarController()

    navigation.pushViewController(tabs, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertNil(tabs.parent)
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(window.issues.count, 1)
    XCTAssertTrue(window.issues.first?.message.contains("tab bar controller") == true)
  }

  /// UIKit throws "Pushing a navigation controller is not supported".
  @MainActor
  func testPushingANavigationControllerIsAMisuseThatChangesNothing() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let inner = UINavigationController(
      rootViewController: JournalingController("Settings", journal: journal))
    journal.reset()

    navigation.pushViewController(inner, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertNil(inner.parent)
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(window.issues.count, 1)
    XCTAssertTrue(window.issues.first?.message.contains("navigation controller") == true)
  }

  @MainActor
  func testPushingAControllerOfAnotherStackIsAMisuseThatChangesNothing() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let elsewhere = JournalingController("Settings", journal: journal)
    let other = UINavigationController(rootViewController: elsewhere)
    journal.reset()

    navigation.pushViewController(elsewhere, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertTrue(elsewhere.parent === other)
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(window.issues.map(\.severity), [.misuse])
  }

  @MainActor
  func testSetViewControllersReplacesTheStack() async {
    let journal = Journal()
    let old = ["Login", "ForgotPassword"].map { JournalingController($0, journal: journal) }
    let new = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(old, journal: journal)

    navigation.setViewControllers(new, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertTrue(navigation.viewControllers.elementsEqual(new, by: ===))
    XCTAssertEqual(
      journal.entries,
      [
        "Feed.willMove(parent)", "PostDetail.willMove(parent)", "Login.willMove(nil)",
        "ForgotPassword.willMove(nil)", "PostDetail.viewDidLoad",
        "ForgotPassword.viewWillDisappear", "PostDetail.viewWillAppear",
        "ForgotPassword.viewDidDisappear", "PostDetail.viewDidAppear", "Login.didMove(nil)",
        "ForgotPassword.didMove(nil)", "Feed.didMove(parent)", "PostDetail.didMove(parent)",
      ])
    XCTAssertFalse(new[0].isViewLoaded, "a controller below the top is not shown, so not loaded")
    XCTAssertTrue(old.allSatisfy { $0.parent == nil })
  }

  @MainActor
  func testSetViewControllersMovesOnlyTheControllersThatJoinOrLeave() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let detail = JournalingController("PostDetail", journal: journal)
    let settings = JournalingController("Settings", journal: journal)
    let (window, navigation) = windowWithStack([feed, detail], journal: journal)

    navigation.setViewControllers([feed, settings], animated: false)

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > Settings]")
    XCTAssertFalse(journal.entries.contains { $0.hasPrefix("Feed.") })
    XCTAssertEqual(
      journal.entries.filter { $0.contains("Move") },
      [
        "Settings.willMove(parent)", "PostDetail.willMove(nil)", "PostDetail.didMove(nil)",
        "Settings.didMove(parent)",
      ])
  }

  @MainActor
  func testSetViewControllersWithADuplicateOrAContainerIsAMisuseThatChangesNothing() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    let settings = JournalingController("Settings", journal: journal)
    let logged = window.transitions.count

    navigation.setViewControllers([feed, settings, settings], animated: true)
    window.waitForAnimations()
    navigation.setViewControllers([feed, UITabBarController()], animated: true)
    window.waitForAnimations()
    navigation.setViewControllers([feed, UINavigationController()], animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertNil(settings.parent)
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(window.issues.map(\.severity), [.misuse, .misuse, .misuse])
  }

  @MainActor
  func testARootViewControllerIsAChildOfItsStack() async {
    let journal = Journal()
    let login = JournalingController("Login", journal: journal)

    let navigation = UINavigationController(rootViewController: login)

    XCTAssertTrue(login.parent === navigation)
    XCTAssertTrue(login.navigationController === navigation)
    XCTAssertTrue(navigation.children.elementsEqual([login], by: ===))
    XCTAssertEqual(journal.entries, ["Login.willMove(parent)", "Login.didMove(parent)"])
  }

  /// An initializer cannot name its caller: the misuse is recorded without a made-up source.
  @MainActor
  func testARootViewControllerThatCannotBePushedIsAMisuseWithoutASource() async {
    let window = UIWindow()
    let navigation = UINavigationController(rootViewController: UITabBarController())

    window.setRootViewController(navigation)

    XCTAssertEqual(HierarchyNotation.render(window), "[]")
    XCTAssertEqual(window.issues.map(\.severity), [.misuse])
    XCTAssertNil(window.issues.first?.source)
  }

  @MainActor
  func testAStackOutsideAWindowChangesWithoutAppearanceCallbacks() async {
    let journal = Journal()
    let navigation = UINavigationController(
      rootViewController: JournalingController("Login", journal: journal))
    journal.reset()

    navigation.pushViewController(JournalingController("SignUp", journal: journal), animated: true)
    navigation.popViewController(animated: true)

    XCTAssertEqual(
      journal.entries,
      [
        "SignUp.willMove(parent)", "SignUp.didMove(parent)", "SignUp.willMove(nil)",
        "SignUp.didMove(nil)",
      ])
  }
}
