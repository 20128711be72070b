import XCTest

@testable import HeadlessUIKit

/// A swipe-down that the user begins and then abandons. UIKit's documentation:
/// `presentationControllerWillDismiss` is where to "set up animations or interaction
/// notifications with the presentationController's transitionCoordinator", so the coordinator
/// exists then; `presentationControllerDidDismiss` "notifies the delegate after a presentation
/// is dismissed", so a cancelled swipe never sends it. The sheet gets `viewWillDisappear`,
/// then, as the swipe is cancelled, `viewWillAppear` and `viewDidAppear` (as a cancelled back
/// gesture's top does).
final class SheetSwipeCancelTests: XCTestCase {
  @MainActor
  private func sheetOverFeed(_ journal: Journal) -> (
    UIWindow, UINavigationController, JournalingPresentationDelegate
  ) {
    let setup = SheetOverFeed(journal)
    setup.delegate.watchesTransitionCoordinator = true
    return (setup.window, setup.editStack, setup.delegate)
  }

  @MainActor
  func testACancelledSwipeSendsWillDismissButNoDidDismissAndLeavesTheSheet() async {
    let journal = Journal()
    let (window, editStack, delegate) = sheetOverFeed(journal)

    XCTAssertNoThrow(try window.userSwipeDown(cancelled: true))
    XCTAssertEqual(
      journal.entries,
      ["shouldDismiss", "willDismiss (interactive coordinator)", "EditProfile.viewWillDisappear"])
    XCTAssertTrue(editStack.isBeingDismissed)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries,
      [
        "shouldDismiss", "willDismiss (interactive coordinator)", "EditProfile.viewWillDisappear",
        "interaction ended (cancelled: true)", "EditProfile.viewWillAppear",
        "EditProfile.viewDidAppear",
      ])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
    XCTAssertFalse(editStack.isBeingDismissed)
    XCTAssertEqual(
      window.transitions.last?.description, "dismiss [EditProfile] (cancelled sheet swipe)")
    XCTAssertEqual(window.issues, [])
    _ = delegate
  }

  @MainActor
  func testACompletedSwipeEndsTheInteractionThenDismisses() async {
    let journal = Journal()
    let (window, editStack, delegate) = sheetOverFeed(journal)

    XCTAssertNoThrow(try window.userSwipeDown())
    XCTAssertTrue(editStack.presentingViewController != nil, "still up while the finger moves")
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries,
      [
        "shouldDismiss", "willDismiss (interactive coordinator)", "EditProfile.viewWillDisappear",
        "interaction ended (cancelled: false)", "EditProfile.viewDidDisappear", "didDismiss",
      ])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    _ = delegate
  }

  /// While the sheet is still sliding up there is nothing to grab.
  @MainActor
  func testASwipeCannotBeginWhileTheSheetIsStillBeingPresented() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack(
      [feed], journal: journal,
      assuming: .deliveringTouches)
    feed.present(sheet(JournalingController("EditProfile", journal: journal)), animated: true)

    XCTAssertThrowsError(try window.userSwipeDown()) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message,
        "[EditProfile] is still animating; a swipe cannot begin yet")
    }
  }
}
