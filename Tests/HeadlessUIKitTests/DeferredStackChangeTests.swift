import XCTest

@testable import HeadlessUIKit

/// `stackChangeDuringTransition = deferred`, the default: a stack change asked for while the
/// stack animates waits for the transition to end, then runs, in the order asked. Apple's
/// pushViewController(_:animated:) page is silent on it; from iOS 8 on a quick second push is
/// reported shown after the first (iOS 7 logged "nested push animation can result in corrupted
/// navigation bar" instead), and UINavigationController queues changes since iOS 11.
final class DeferredStackChangeTests: XCTestCase {
  @MainActor
  func testAPushWhileAPushAnimatesRunsWhenItEnds() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)
    navigation.pushViewController(
      JournalingController("UserProfile", journal: journal), animated: true)

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]", "not yet")
    window.runLoop.run(for: VirtualRunLoop.transitionDuration)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail > UserProfile]")
    window.waitForAnimations()
    XCTAssertEqual(window.issues, [])
    XCTAssertEqual(
      journal.entries.filter { $0.hasSuffix("DidAppear") },
      ["PostDetail.viewDidAppear", "UserProfile.viewDidAppear"])
  }

  @MainActor
  func testDeferredChangesRunInTheOrderAsked() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)
    navigation.pushViewController(
      JournalingController("UserProfile", journal: journal), animated: true)
    navigation.setViewControllers(
      [feed, JournalingController("Settings", journal: journal)], animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > Settings]")
    XCTAssertEqual(
      window.transitions.suffix(3).map(\.description),
      ["push PostDetail", "push UserProfile", "setViewControllers [Feed > Settings]"])
    XCTAssertEqual(window.issues, [])
  }

  /// A deep link's new stack right after the animated dismissal of the sheet over it.
  @MainActor
  func testAStackChangeWhileItsContextDismissesWaitsForTheDismissal() async {
    let journal = Journal()
    let setup = SheetOverFeed(journal)
    let (window, navigation, feed) = (setup.window, setup.feedStack, setup.feed)

    navigation.dismiss(animated: true)
    navigation.setViewControllers(
      [feed, JournalingController("PostDetail", journal: journal)], animated: false)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(window.issues, [])
  }
}
