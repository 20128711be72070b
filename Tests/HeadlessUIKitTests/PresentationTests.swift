import XCTest

@testable import HeadlessUIKit

/// Present and dismiss as UIKit performs them: through the presentation context, refused with a
/// warning when that context is busy or the sender is not in the window.
final class PresentationTests: XCTestCase {
  @MainActor
  func testAPresentFromAScreenOfTheRootIsPerformedByTheWindowsRoot() async {
    let journal = Journal()
    let profile = JournalingController("MyProfile", journal: journal)
    let (window, tabs) = windowWithTabs(
      [tab("Home", [JournalingController("Feed", journal: journal)]), tab("Profile", [profile])],
      journal: journal)
    let edit = sheet(JournalingController("EditProfile", journal: journal))

    profile.present(edit, animated: true)
    window.waitForAnimations()

    XCTAssertTrue(edit.presentingViewController === tabs, "the context is the window's root")
    XCTAssertTrue(tabs.presentedViewController === edit)
    XCTAssertTrue(profile.presentedViewController === edit, "asked of any controller inside it")
    XCTAssertEqual(
      HierarchyNotation.render(window), "Tabs{Home*:[Feed], Profile:[MyProfile]} ^ [EditProfile]")
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testAPresentFromInsideAPresentedStackIsPerformedByThatPresentedController() async {
    let journal = Journal()
    let (window, root) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let edit = JournalingController("EditProfile", journal: journal)
    let editStack = sheet(edit)
    root.topViewController!.present(editStack, animated: true)
    window.waitForAnimations()
    let confirm = JournalingController("Confirm", journal: journal)

    edit.present(confirm, animated: true)
    window.waitForAnimations()

    XCTAssertTrue(confirm.presentingViewController === editStack)
    XCTAssertTrue(editStack.presentedViewController === confirm)
    XCTAssertTrue(root.presentedViewController === editStack)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile] ^ Confirm")
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testAPresentWhileTheContextIsAlreadyPresentingIsRefusedWithAWarning() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    feed.present(sheet(JournalingController("EditProfile", journal: journal)), animated: true)
    window.waitForAnimations()
    let second = JournalingController("Confirm", journal: journal)
    let logged = window.transitions.count
    journal.reset()

    let line: UInt = #line + 1
    feed.present(second, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
    XCTAssertNil(second.presentingViewController)
    XCTAssertFalse(second.isViewLoaded)
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(window.issues.map(\.severity), [.warning])
    XCTAssertEqual(window.issues.first?.source, SourceLocation(fileID: #fileID, line: line))
    XCTAssertTrue(window.issues.first?.message.contains("already presenting") == true)
  }

  /// UIKit's warning names the controllers themselves ("Attempt to present <…> on <…> which is
  /// already presenting <…>"); containers are written in the notation, not as `?`.
  @MainActor
  func testTheAlreadyPresentingWarningNamesContainers() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    navigation.present(
      sheet(JournalingController("EditProfile", journal: journal)), animated: false)

    navigation.present(sheet(JournalingController("Confirm", journal: journal)), animated: false)

    XCTAssertEqual(
      window.issues.map(\.message),
      ["Attempt to present [Confirm] on [Feed] which is already presenting [EditProfile]"])
  }

  /// The classic late callback: a screen that was popped still asks to present. UIKit warns
  /// that its view is not in the window hierarchy; the warning must reach the window the screen
  /// was in, or the scenario would pass silently.
  @MainActor
  func testAPresentFromAScreenThatLeftTheWindowIsRefusedWithAWarning() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let detail = JournalingController("PostDetail", journal: journal)
    let (window, navigation) = windowWithStack([feed, detail], journal: journal)
    navigation.popViewController(animated: true)
    window.waitForAnimations()
    let logged = window.transitions.count

    detail.present(sheet(JournalingController("EditProfile", journal: journal)), animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(window.issues.map(\.severity), [.warning])
    XCTAssertTrue(window.issues.first?.message.contains("not in the window hierarchy") == true)
  }

  @MainActor
  func testAPresentFromAScreenNotYetInAWindowIsRefusedAndItsWarningArrivesWithIt() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let detail = JournalingController("PostDetail", journal: journal)

    detail.present(JournalingController("Confirm", journal: journal), animated: true)
    window.waitForAnimations()
    XCTAssertNil(detail.presentedViewController)
    XCTAssertEqual(window.issues, [])
    navigation.pushViewController(detail, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(window.issues.map(\.severity), [.warning])
  }

  @MainActor
  func testPresentingAControllerThatIsAlreadyInAHierarchyIsAMisuse() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let detail = JournalingController("PostDetail", journal: journal)
    let (window, _) = windowWithStack([feed, detail], journal: journal)

    detail.present(feed, animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(window.issues.map(\.severity), [.misuse])
  }

  @MainActor
  func testDismissOnAChildOfAPresentedControllerDismissesThatPresentedController() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    let edit = JournalingController("EditProfile", journal: journal)
    let editStack = sheet(edit)
    feed.present(editStack, animated: true)
    window.waitForAnimations()
    let photo = JournalingController("Photo", journal: journal)
    editStack.pushViewController(photo, animated: true)
    window.waitForAnimations()

    photo.dismiss(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertNil(editStack.presentingViewController)
    XCTAssertEqual(window.transitions.last?.kind, .dismiss)
    XCTAssertEqual(window.transitions.last?.screens, ["[EditProfile > Photo]"])
  }

  @MainActor
  func testDismissOnThePresentedControllerForwardsToItsPresenter() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, root) = windowWithStack([feed], journal: journal)
    let editStack = sheet(JournalingController("EditProfile", journal: journal))
    feed.present(editStack, animated: true)
    window.waitForAnimations()

    editStack.dismiss(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertNil(root.presentedViewController)
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testDismissOnThePresenterDismissesWhatItPresents() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    feed.present(sheet(JournalingController("EditProfile", journal: journal)), animated: true)
    window.waitForAnimations()

    feed.dismiss(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
  }

  @MainActor
  func testDismissLowerInAChainRemovesEverythingAbove() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    let edit = JournalingController("EditProfile", journal: journal)
    let editStack = sheet(edit)
    feed.present(editStack, animated: true)
    window.waitForAnimations()
    let confirm = JournalingController("Confirm", journal: journal)
    edit.present(confirm, animated: true)
    window.waitForAnimations()
    confirm.present(JournalingController("Done", journal: journal), animated: true)
    window.waitForAnimations()
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile] ^ Confirm ^ Done")

    edit.dismiss(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
    XCTAssertEqual(window.transitions.last?.screens, ["Confirm", "Done"])
    XCTAssertNil(confirm.presentingViewController)
    XCTAssertNil(confirm.presentedViewController)

    feed.dismiss(animated: true)
    window.waitForAnimations()
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
  }

  @MainActor
  func testDismissWithNothingPresentedChangesNothingAndStillCompletes() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    let logged = window.transitions.count
    var completed = false

    feed.dismiss(animated: true) { completed = true }

    XCTAssertTrue(completed)
    XCTAssertEqual(window.transitions.count, logged)
    XCTAssertEqual(journal.entries, [])
    XCTAssertEqual(window.issues, [])
  }

  /// UIKit: present's completion is "the block to execute after the presentation finishes",
  /// called after the presented controller's `viewDidAppear`; dismiss's "after the view
  /// controller is dismissed". Animated, that is a transition's duration later.
  @MainActor
  func testCompletionsRunWhenTheTransitionIsOver() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    var seen: [String] = []

    feed.present(sheet(JournalingController("EditProfile", journal: journal)), animated: true) {
      seen.append("presented: " + HierarchyNotation.render(window))
    }
    XCTAssertEqual(seen, [])
    XCTAssertEqual(journal.entries.last, "EditProfile.viewWillAppear")
    window.waitForAnimations()
    XCTAssertEqual(journal.entries.last, "EditProfile.viewDidAppear")
    feed.dismiss(animated: true) { seen.append("dismissed: " + HierarchyNotation.render(window)) }
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
    window.waitForAnimations()

    XCTAssertEqual(seen, ["presented: [Feed] ^ [EditProfile]", "dismissed: [Feed]"])
    XCTAssertEqual(window.issues, [])
  }

  /// Without animation the transition ends before the call returns, completion included.
  @MainActor
  func testUnanimatedCompletionsRunBeforeTheCallReturns() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    var seen: [String] = []

    feed.present(sheet(JournalingController("EditProfile", journal: journal)), animated: false) {
      seen.append("presented")
    }
    XCTAssertEqual(seen, ["presented"])
    feed.dismiss(animated: false) { seen.append("dismissed") }

    XCTAssertEqual(seen, ["presented", "dismissed"])
    XCTAssertTrue(window.runLoop.isIdle)
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testSheetsArePageSheetsByDefault() async {
    let controller = UIViewController()

    XCTAssertEqual(controller.modalPresentationStyle, .automatic)
    XCTAssertEqual(controller.resolvedPresentationStyle, .pageSheet)
  }

  @MainActor
  func testADismissedPresentationIsReleased() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    weak var weakSheet: UINavigationController?
    weak var weakScreen: UIViewController?
    do {
      let screen = JournalingController("EditProfile", journal: journal)
      let editStack = sheet(screen)
      weakSheet = editStack
      weakScreen = screen
      feed.present(editStack, animated: true)
      window.waitForAnimations()
    }
    XCTAssertNotNil(weakSheet, "the presenter holds what it presents")

    feed.dismiss(animated: true)
    window.waitForAnimations()

    XCTAssertNil(weakSheet)
    XCTAssertNil(weakScreen)
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testVisibleViewControllerOfAStackIsWhatItPresentsElseItsTop() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    XCTAssertTrue(navigation.visibleViewController === feed)
    let editStack = sheet(JournalingController("EditProfile", journal: journal))

    feed.present(editStack, animated: true)
    window.waitForAnimations()

    XCTAssertTrue(navigation.visibleViewController === editStack)
    XCTAssertEqual(window.issues, [])
  }
}
