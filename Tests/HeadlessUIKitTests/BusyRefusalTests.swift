import XCTest

@testable import HeadlessUIKit

/// What UIKit refuses while a transition is in flight, with the warning it logs, and the ways
/// app code waits instead: the completion of present/dismiss, or the transition coordinator's.
/// Stack changes are refused only under `stackChangeDuringTransition = refused`; the default,
/// deferred, is pinned in ``DeferredStackChangeTests``.
final class BusyRefusalTests: XCTestCase {
  /// UIKit logs "pushViewController:animated: called on <UINavigationController> while an
  /// existing transition or presentation is occurring; the navigation stack will not be
  /// updated." (the classic double push).
  @MainActor
  func testAPushWhileAPushAnimatesIsRefused() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal,
      assuming: .refusingStackChanges)
    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)

    let line: UInt = #line + 1
    navigation.pushViewController(
      JournalingController("UserProfile", journal: journal), animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(window.issues.map(\.severity), [.warning])
    XCTAssertEqual(
      window.issues.first?.message,
      "pushViewController:animated: called on [Feed > PostDetail] while an existing transition or "
        + "presentation is occurring; the navigation stack will not be updated")
    XCTAssertEqual(window.issues.first?.source, SourceLocation(fileID: #fileID, line: line))
  }

  @MainActor
  func testPopsAndSetViewControllersWhileAPushAnimatesAreRefused() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack(
      [feed], journal: journal,
      assuming: .refusingStackChanges)
    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)

    XCTAssertNil(navigation.popViewController(animated: true))
    XCTAssertNil(navigation.popToRootViewController(animated: false))
    navigation.setViewControllers([feed], animated: false)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(
      window.issues.map { String($0.message.prefix { $0 != " " }) },
      [
        "popViewControllerAnimated:", "popToRootViewControllerAnimated:",
        "setViewControllers:animated:",
      ])
  }

  /// The same message says "or presentation": a stack whose presentation context is presenting
  /// or dismissing cannot change until that ends (a deep link's new stack right after an
  /// animated dismissal of the sheet over it). Which presentations count is not documented;
  /// the stricter reading is taken: any one whose presenter or presented controller is this
  /// stack's context.
  @MainActor
  func testAStackChangeWhileItsContextDismissesIsRefused() async {
    let journal = Journal()
    let setup = SheetOverFeed(journal, assuming: .refusingStackChanges)
    let (window, navigation, feed) = (setup.window, setup.feedStack, setup.feed)

    navigation.dismiss(animated: true)
    navigation.setViewControllers(
      [feed, JournalingController("PostDetail", journal: journal)], animated: false)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(window.issues.map(\.severity), [.warning])
  }

  /// Dismiss, then present in the same turn: UIKit refuses the present while the dismissal is
  /// in progress ("Attempt to present … while a presentation is in progress" is its message
  /// for a presentation; this stand-in names the dismissal).
  @MainActor
  func testAPresentWhileADismissalIsInProgressIsRefused() async {
    let journal = Journal()
    let setup = SheetOverFeed(journal)
    let (window, navigation, feed) = (setup.window, setup.feedStack, setup.feed)

    navigation.dismiss(animated: true)
    feed.present(sheet(JournalingController("Confirm", journal: journal)), animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(
      window.issues.map(\.message),
      ["Attempt to present [Confirm] on [Feed] while a dismissal is in progress"])
  }

  /// UIKit's scope for "a presentation is in progress" is not documented either: the stricter
  /// reading, any presentation or dismissal in flight in the window, is taken.
  @MainActor
  func testAPresentOrADismissWhileAPresentationAnimatesIsRefused() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    let edit = sheet(JournalingController("EditProfile", journal: journal))
    feed.present(edit, animated: true)

    edit.topViewController!.present(
      sheet(JournalingController("Confirm", journal: journal)), animated: false)
    navigation.dismiss(animated: false)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
    XCTAssertEqual(
      window.issues.map(\.message),
      [
        "Attempt to present [Confirm] on [EditProfile] while a presentation is in progress",
        "Attempt to dismiss from view controller [Feed] while a presentation or dismiss is in "
          + "progress",
      ])
  }

  /// What practitioners write: the present in the dismissal's completion, which runs once the
  /// dismissal is over.
  @MainActor
  func testAPresentChainedThroughTheDismissalsCompletionSucceeds() async {
    let journal = Journal()
    let setup = SheetOverFeed(journal)
    let (window, navigation, feed) = (setup.window, setup.feedStack, setup.feed)

    navigation.dismiss(animated: true) {
      feed.present(sheet(JournalingController("Confirm", journal: journal)), animated: true)
    }
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [Confirm]")
    XCTAssertEqual(window.issues, [])
  }

  /// Unanimated, the dismissal is over before `dismiss` returns: presenting next is fine.
  @MainActor
  func testAPresentAfterAnUnanimatedDismissalInTheSameTurnSucceeds() async {
    let journal = Journal()
    let setup = SheetOverFeed(journal)
    let (window, navigation, feed) = (setup.window, setup.feedStack, setup.feed)

    navigation.dismiss(animated: false)
    feed.present(sheet(JournalingController("Confirm", journal: journal)), animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [Confirm]")
    XCTAssertEqual(window.issues, [])
  }

  /// The known idiom for "push, then": the coordinator's completion runs when the push is
  /// over, and a push from it is not refused.
  @MainActor
  func testAPushFromTheTransitionCoordinatorsCompletionSucceeds() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)

    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)
    navigation.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
      navigation.pushViewController(
        JournalingController("UserProfile", journal: journal), animated: true)
    }
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail > UserProfile]")
    XCTAssertEqual(window.issues, [])
  }

  /// Another stack is not busy: a tab's push does not stop the other tab's.
  @MainActor
  func testAnotherStackIsFreeToChangeWhileOneAnimates() async {
    let journal = Journal()
    let home = tab("Home", [JournalingController("Feed", journal: journal)])
    let profile = tab("Profile", [JournalingController("MyProfile", journal: journal)])
    let (window, tabs) = windowWithTabs([home, profile], journal: journal)

    home.pushViewController(JournalingController("PostDetail", journal: journal), animated: true)
    tabs.setSelectedIndex(1)
    profile.pushViewController(JournalingController("Settings", journal: journal), animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      HierarchyNotation.render(window),
      "Tabs{Home:[Feed > PostDetail], Profile*:[MyProfile > Settings]}")
    XCTAssertEqual(window.issues, [])
  }
}
