import XCTest

@testable import HeadlessUIKit

/// `touchesDuringTransition = dropped`, the default: "During an animation, user interactions
/// are temporarily disabled for all views involved in the animation" (UIView
/// isUserInteractionEnabled), and a double tap on a control that pushes or presents is known
/// not to reach it once the transition runs. The element is still looked up, so a wrong id
/// fails as it would at rest.
final class TouchesDuringTransitionTests: XCTestCase {
  @MainActor
  func testATapWhileAPushSlidesInReachesNothing() async throws {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    navigation.pushViewController(FormScreen("PostDetail", journal: journal), animated: true)
    journal.reset()

    XCTAssertTrue(window.dropsTouches)
    try window.userTap("save")
    try window.userType("name", text: "Ben")
    XCTAssertThrowsError(try window.userTap("author"), "an id not on screen still fails")
    window.waitForAnimations()

    XCTAssertFalse(window.dropsTouches)
    XCTAssertEqual(journal.entries.filter { $0.hasPrefix("PostDetail: ") }, [])
    XCTAssertEqual(try window.displayedText(of: "name"), "Ana")
  }

  @MainActor
  func testTheSameTapIsDeliveredUnderDelivered() async throws {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal,
      assuming: .deliveringTouches)
    navigation.pushViewController(FormScreen("PostDetail", journal: journal), animated: true)
    journal.reset()

    XCTAssertFalse(window.dropsTouches)
    try window.userTap("save")
    XCTAssertEqual(
      journal.entries.filter { $0.hasPrefix("PostDetail: ") }, ["PostDetail: save tapped"])
  }

  /// A sheet that is still sliding up cannot be swiped: the swipe is dropped, the sheet stays.
  @MainActor
  func testASwipeWhileTheSheetSlidesUpIsDropped() async throws {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    feed.present(sheet(JournalingController("EditProfile", journal: journal)), animated: true)

    try window.userSwipeDown()
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
  }
}
