import XCTest

@testable import HeadlessUIKit

/// A user's swipe-down on a sheet, and what the presentation controller's delegate hears of it;
/// programmatic dismissals are not the user's and are never announced to it.
final class SheetSwipeTests: XCTestCase {
  @MainActor
  private func sheetOverFeed(_ journal: Journal) -> (
    UIWindow, UINavigationController, JournalingPresentationDelegate
  ) {
    let setup = SheetOverFeed(journal)
    return (setup.window, setup.editStack, setup.delegate)
  }

  @MainActor
  func testASwipeDownAsksShouldDismissThenCallsWillDismissAndDidDismiss() async {
    let journal = Journal()
    let (window, _, delegate) = sheetOverFeed(journal)

    XCTAssertNoThrow(try window.userSwipeDown())
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries,
      [
        "shouldDismiss", "willDismiss", "EditProfile.viewWillDisappear",
        "EditProfile.viewDidDisappear", "didDismiss",
      ])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(
      window.transitions.last,
      Transition(kind: .dismiss, origin: .sheetSwipe, screens: ["[EditProfile]"], source: nil))
    _ = delegate
  }

  @MainActor
  func testProgrammaticDismissalsNeverCallWillDismissOrDidDismiss() async {
    let journal = Journal()
    let (window, editStack, delegate) = sheetOverFeed(journal)

    editStack.topViewController!.dismiss(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries, ["EditProfile.viewWillDisappear", "EditProfile.viewDidDisappear"])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    _ = delegate
  }

  @MainActor
  func testModalInPresentationBlocksTheSwipeAndCallsDidAttemptToDismiss() async {
    let journal = Journal()
    let (window, editStack, delegate) = sheetOverFeed(journal)
    editStack.isModalInPresentation = true
    let logged = window.transitions.count

    XCTAssertNoThrow(try window.userSwipeDown())
    window.waitForAnimations()

    XCTAssertEqual(journal.entries, ["didAttemptToDismiss"])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
    XCTAssertEqual(window.transitions.count, logged)
    _ = delegate
  }

  /// UIKit looks at the sheet's visible content: a screen shown in the sheet's stack can make it
  /// modal (an edit form with unsaved changes).
  @MainActor
  func testModalInPresentationOnTheSheetsVisibleScreenBlocksTheSwipe() async {
    let journal = Journal()
    let (window, editStack, delegate) = sheetOverFeed(journal)
    editStack.topViewController!.isModalInPresentation = true

    XCTAssertNoThrow(try window.userSwipeDown())
    window.waitForAnimations()

    XCTAssertEqual(journal.entries, ["didAttemptToDismiss"])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
    _ = delegate
  }

  @MainActor
  func testShouldDismissFalseBlocksTheSwipeAndCallsDidAttemptToDismiss() async {
    let journal = Journal()
    let (window, _, delegate) = sheetOverFeed(journal)
    delegate.allowsDismissal = false

    XCTAssertNoThrow(try window.userSwipeDown())
    window.waitForAnimations()

    XCTAssertEqual(journal.entries, ["shouldDismiss", "didAttemptToDismiss"])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
  }

  @MainActor
  func testAFullScreenPresentationCannotBeSwipedDown() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    let player = sheet(JournalingController("Player", journal: journal))
    player.modalPresentationStyle = .fullScreen
    let delegate = JournalingPresentationDelegate(journal)
    player.presentationController?.delegate = delegate
    feed.present(player, animated: true)
    window.waitForAnimations()
    journal.reset()

    XCTAssertThrowsError(try window.userSwipeDown()) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message,
        "[Player] is presented full screen; it cannot be swiped down")
    }
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [Player]")
  }

  @MainActor
  func testASwipeDownWithNoSheetIsRefused() async {
    let journal = Journal()
    let (window, _) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)

    XCTAssertThrowsError(try window.userSwipeDown()) { error in
      XCTAssertEqual((error as? UserActionError)?.message, "there is no sheet to swipe down")
    }
    XCTAssertThrowsError(try UIWindow().userSwipeDown())
  }

  @MainActor
  func testASwipeDownDismissesOnlyTheTopSheet() async {
    let journal = Journal()
    let (window, editStack, _) = sheetOverFeed(journal)
    let confirm = sheet(JournalingController("Confirm", journal: journal))
    let confirmDelegate = JournalingPresentationDelegate(journal)
    confirm.presentationController?.delegate = confirmDelegate
    editStack.topViewController!.present(confirm, animated: true)
    window.waitForAnimations()
    journal.reset()

    XCTAssertNoThrow(try window.userSwipeDown())
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
    XCTAssertEqual(journal.entries.first, "shouldDismiss")
    XCTAssertEqual(journal.entries.last, "didDismiss")
    XCTAssertFalse(journal.entries.contains { $0.hasPrefix("EditProfile.") })
  }

  /// A screen inside the sheet's stack reaches the sheet's presentation controller, as in
  /// UIKit, so it can become the delegate itself.
  @MainActor
  func testAScreenInsideTheSheetSharesItsPresentationController() async {
    let journal = Journal()
    let (window, editStack, _) = sheetOverFeed(journal)
    let screen = editStack.topViewController!

    XCTAssertTrue(screen.presentationController === editStack.presentationController)
    XCTAssertTrue(screen.presentationController?.presentedViewController === editStack)
    XCTAssertTrue(
      screen.presentationController?.presentingViewController === editStack.presentingViewController
    )
    XCTAssertEqual(window.issues, [])
  }
}
