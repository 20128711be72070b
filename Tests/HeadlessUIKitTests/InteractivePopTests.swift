import XCTest

@testable import HeadlessUIKit

/// The system back gesture: it pops without asking app code, which hears of it only through the
/// delegate, the lifecycle and the transition coordinator; cancelled, it changes nothing.
final class InteractivePopTests: XCTestCase {
  @MainActor
  func testACompletedBackGesturePopsWithTheUsualCallbacks() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(screens, journal: journal)
    _ = screens[0].view
    let delegate = JournalingNavigationDelegate(journal)
    navigation.delegate = delegate
    journal.reset()

    try? window.userBackGesture()
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertNil(screens[1].parent)
    XCTAssertEqual(
      journal.entries,
      [
        "PostDetail.willMove(nil)", "willShow Feed", "PostDetail.viewWillDisappear",
        "Feed.viewWillAppear", "interactionEnded(cancelled: false)", "PostDetail.viewDidDisappear",
        "Feed.viewDidAppear", "PostDetail.didMove(nil)", "didShow Feed",
      ])
    XCTAssertEqual(
      window.transitions.last,
      Transition(kind: .pop, origin: .backGesture, screens: ["PostDetail"], source: nil))
  }

  /// DESIGN.md's sequence: willShow; the top gets viewWillDisappear then viewWillAppear and
  /// viewDidAppear; the one below viewWillAppear then viewWillDisappear and viewDidDisappear;
  /// no didShow, no didMove(toParent: nil) — but willMove(toParent: nil), which UIKit sends when
  /// the gesture begins.
  @MainActor
  func testACancelledBackGestureLeavesTheStackAndGivesExactlyUIKitsSequence() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(screens, journal: journal)
    _ = screens[0].view
    let delegate = JournalingNavigationDelegate(journal)
    navigation.delegate = delegate
    journal.reset()

    try? window.userBackGesture(cancelled: true)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries,
      [
        "PostDetail.willMove(nil)", "willShow Feed", "PostDetail.viewWillDisappear",
        "Feed.viewWillAppear", "interactionEnded(cancelled: true)", "Feed.viewWillDisappear",
        "PostDetail.viewWillAppear", "Feed.viewDidDisappear", "PostDetail.viewDidAppear",
      ])
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertTrue(navigation.viewControllers.elementsEqual(screens, by: ===))
    XCTAssertTrue(navigation.children.elementsEqual(screens, by: ===))
    XCTAssertTrue(screens[1].parent === navigation)
    XCTAssertFalse(screens[1].isMovingFromParent)
    XCTAssertEqual(
      window.transitions.last,
      Transition(
        kind: .pop, origin: .cancelledBackGesture, screens: ["PostDetail"], source: nil))
    XCTAssertEqual(window.issues, [])
  }

  /// As in UIKit, the gesture pops at once: during it the stack no longer holds the top, and a
  /// cancel puts it back.
  @MainActor
  func testDuringTheGestureTheStackIsTheOneBeingShown() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(screens, journal: journal)
    let delegate = JournalingNavigationDelegate(journal)
    navigation.delegate = delegate

    try? window.userBackGesture(cancelled: true)
    window.waitForAnimations()
    try? window.userBackGesture(cancelled: false)
    window.waitForAnimations()

    XCTAssertEqual(delegate.stacksAtWillShow, ["[Feed]", "[Feed]"])
    XCTAssertEqual(delegate.stacksAtDidShow, ["[Feed]"])
  }

  @MainActor
  func testTheCoordinatorOfTheGestureIsInteractiveAndTellsTheOutcome() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(screens, journal: journal)
    let probe = InteractionProbe()
    navigation.delegate = probe

    try? window.userBackGesture(cancelled: true)
    window.waitForAnimations()
    try? window.userBackGesture()
    window.waitForAnimations()

    XCTAssertEqual(
      probe.notes,
      [
        "willShow PostDetail → Feed interactive", "ended interactive: false cancelled: true",
        "completion cancelled: true", "willShow PostDetail → Feed interactive",
        "ended interactive: false cancelled: false", "completion cancelled: false",
      ])
  }

  @MainActor
  func testTheGestureActsOnTheTopmostPresentedStack() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, _) = windowWithStack(screens, journal: journal)
    let editStack = sheet(JournalingController("EditProfile", journal: journal))
    screens[1].present(editStack, animated: true)
    window.waitForAnimations()
    editStack.pushViewController(JournalingController("Photo", journal: journal), animated: true)
    window.waitForAnimations()

    try? window.userBackGesture()
    window.waitForAnimations()

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail] ^ [EditProfile]")
  }

  @MainActor
  func testTheGestureActsOnTheSelectedTabsStack() async {
    let journal = Journal()
    let (window, tabs) = windowWithTabs(
      [
        tab("Home", ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }),
        tab(
          "Profile", ["MyProfile", "Settings"].map { JournalingController($0, journal: journal) }),
      ], journal: journal)
    tabs.selectedIndex = 1

    try? window.userBackGesture()
    window.waitForAnimations()

    XCTAssertEqual(
      HierarchyNotation.render(window), "Tabs{Home:[Feed > PostDetail], Profile*:[MyProfile]}")
  }

  @MainActor
  func testBackIsRefusedWithOneScreenOrNone() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Login", journal: journal)], journal: journal)

    XCTAssertThrowsError(try window.userBackGesture()) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message,
        "the visible stack [Login] has only one screen; there is no back")
    }
    XCTAssertEqual(journal.entries, [])
    navigation.setViewControllers([], animated: false)
    journal.reset()
    XCTAssertThrowsError(try window.userBackGesture(cancelled: true)) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message,
        "the visible stack [] has no screen; there is no back")
    }
    XCTAssertEqual(journal.entries, [])
  }

  @MainActor
  func testBackIsRefusedWithoutAVisibleStack() async {
    let journal = Journal()
    let window = UIWindow()
    XCTAssertThrowsError(try window.userBackGesture())
    window.setRootViewController(JournalingController("Onboarding", journal: journal))
    XCTAssertThrowsError(try window.userBackGesture()) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message, "there is no navigation stack on the visible screen")
    }
  }

  @MainActor
  func testBackIsRefusedOnASheetWithoutAStackEvenIfTheStackBelowCouldGoBack() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, _) = windowWithStack(screens, journal: journal)
    screens[1].present(JournalingController("Confirm", journal: journal), animated: true)
    window.waitForAnimations()

    XCTAssertThrowsError(try window.userBackGesture()) { error in
      XCTAssertEqual(
        (error as? UserActionError)?.message,
        "the visible sheet has no navigation stack to go back in")
    }
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail] ^ Confirm")
  }
}

/// Watches the gesture's coordinator as app code does.
@MainActor
private final class InteractionProbe: UINavigationControllerDelegate {
  var notes: [String] = []

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    guard let coordinator = navigationController.transitionCoordinator else { return }
    let from = coordinator.viewController(forKey: .from)?.notationName ?? "nil"
    let to = coordinator.viewController(forKey: .to)?.notationName ?? "nil"
    notes.append("willShow \(from) → \(to)\(coordinator.isInteractive ? " interactive" : "")")
    coordinator.notifyWhenInteractionChanges { [weak self] context in
      self?.notes.append(
        "ended interactive: \(context.isInteractive) cancelled: \(context.isCancelled)")
    }
    coordinator.animate(alongsideTransition: nil) { [weak self] context in
      self?.notes.append("completion cancelled: \(context.isCancelled)")
    }
  }
}
