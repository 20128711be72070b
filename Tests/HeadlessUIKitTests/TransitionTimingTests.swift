import XCTest

@testable import HeadlessUIKit

/// UIKit's time: an animated transition begins when it is asked for and ends a transition's
/// duration later; an unanimated one ends before the call returns. `transitionCoordinator` is
/// "the transition coordinator object associated with a currently active transition or nil if
/// no transition is in progress" (UIKit's documentation), so nil for `animated: false`; it
/// "lasts for the duration of the transition animation", so it is gone when the completions run.
/// A user's taps reach the screen mid-transition: whether UIKit lets touches through during an
/// animation is not documented, and delivering them is the stricter reading for app code.
final class TransitionTimingTests: XCTestCase {
  @MainActor
  func testAnAnimatedPushBeginsAtOnceAndEndsAfterItsDuration() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    let detail = JournalingController("PostDetail", journal: journal)

    navigation.pushViewController(detail, animated: true)

    // UIKit: `viewControllers` is the new stack as soon as the push starts.
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed > PostDetail]")
    XCTAssertEqual(journal.entries.last, "PostDetail.viewWillAppear")
    XCTAssertNotNil(navigation.transitionCoordinator)
    XCTAssertTrue(detail.transitionCoordinator === navigation.transitionCoordinator)
    window.runLoop.run(for: .milliseconds(200))
    XCTAssertEqual(journal.entries.last, "PostDetail.viewWillAppear", "still animating")
    window.runLoop.run(for: .milliseconds(150))

    XCTAssertEqual(journal.entries.last, "PostDetail.didMove(parent)")
    XCTAssertNil(navigation.transitionCoordinator)
    XCTAssertTrue(window.runLoop.isIdle)
    XCTAssertEqual(window.runLoop.now, VirtualRunLoop.transitionDuration)
  }

  @MainActor
  func testAnUnanimatedPushEndsBeforeTheCallReturnsWithNoCoordinator() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("Feed", journal: journal)], journal: journal)
    let delegate = JournalingNavigationDelegate(journal)
    navigation.delegate = delegate
    let probe = CoordinatorNotingController("PostDetail")

    navigation.pushViewController(probe, animated: false)

    XCTAssertEqual(probe.answers, ["viewWillAppear none", "viewDidAppear none"])
    XCTAssertEqual(delegate.coordinatorAnswers, ["willShow none", "didShow none"])
    XCTAssertTrue(window.runLoop.isIdle)
    XCTAssertEqual(window.issues, [])
  }

  /// The coordinator is there for presentations too, for the presented controller and, through
  /// its ancestors, for the presenter's screens (UIKit checks "the view controller's ancestors
  /// for a transition coordinator object").
  @MainActor
  func testAnAnimatedPresentationHasACoordinatorAnUnanimatedOneNone() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    let edit = sheet(JournalingController("EditProfile", journal: journal))

    feed.present(edit, animated: true)
    let coordinator = edit.transitionCoordinator
    XCTAssertNotNil(coordinator)
    XCTAssertTrue(edit.topViewController?.transitionCoordinator === coordinator)
    XCTAssertTrue(feed.transitionCoordinator === coordinator)
    XCTAssertTrue(coordinator?.viewController(forKey: .from) === navigation)
    XCTAssertTrue(coordinator?.viewController(forKey: .to) === edit)
    XCTAssertTrue(edit.isBeingPresented)
    window.waitForAnimations()
    XCTAssertNil(edit.transitionCoordinator)
    XCTAssertFalse(edit.isBeingPresented)

    feed.dismiss(animated: false)
    XCTAssertNil(edit.transitionCoordinator)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(window.issues, [])
  }

  /// UIKit keeps `presentedViewController` until a dismissal has ended: the sheet is on screen
  /// while it slides away.
  @MainActor
  func testAnAnimatedDismissalKeepsTheSheetUntilItEnds() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    let edit = sheet(JournalingController("EditProfile", journal: journal))
    feed.present(edit, animated: true)
    window.waitForAnimations()
    journal.reset()

    navigation.dismiss(animated: true)

    XCTAssertTrue(navigation.presentedViewController === edit)
    XCTAssertTrue(edit.isBeingDismissed)
    XCTAssertEqual(HierarchyNotation.render(window), "[Feed] ^ [EditProfile]")
    XCTAssertEqual(journal.entries, ["EditProfile.viewWillDisappear"])
    window.waitForAnimations()
    XCTAssertNil(navigation.presentedViewController)
    XCTAssertFalse(edit.isBeingDismissed)
    XCTAssertEqual(
      journal.entries, ["EditProfile.viewWillDisappear", "EditProfile.viewDidDisappear"])
  }

  /// The usual way to swap a root with an animation: `UIView.transition(with: window, …)`.
  /// The new root appears at once (`viewWillAppear`) and has appeared when the animation ends;
  /// the completion runs then.
  @MainActor
  func testARootSwapInsideAViewTransitionTakesItsDuration() async {
    let journal = Journal()
    let (window, _) = windowWithStack(
      [JournalingController("Login", journal: journal)], journal: journal)
    var completed = false
    let home = tab("Home", [JournalingController("Feed", journal: journal)])
    journal.reset()

    UIView.transition(
      with: window, duration: 0.3, options: .transitionCrossDissolve,
      animations: { window.setRootViewController(home) }, completion: { _ in completed = true })

    XCTAssertEqual(HierarchyNotation.render(window), "[Feed]")
    XCTAssertEqual(
      journal.entries, ["Feed.viewDidLoad", "Login.viewWillDisappear", "Feed.viewWillAppear"])
    XCTAssertFalse(completed)
    window.waitForAnimations()
    XCTAssertEqual(journal.entries.suffix(2), ["Login.viewDidDisappear", "Feed.viewDidAppear"])
    XCTAssertTrue(completed)
    XCTAssertEqual(window.runLoop.now, .milliseconds(300))
  }

  @MainActor
  func testTheRunLoopGivesUpOnAppCodeThatNeverStopsAnimating() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    func bounce() {
      feed.present(UIViewController(), animated: true) {
        feed.dismiss(animated: true) { bounce() }
      }
    }
    bounce()

    XCTAssertFalse(window.runLoop.runUntilIdle())
    XCTAssertFalse(window.runLoop.isIdle)
  }
}

/// Notes what `transitionCoordinator` answers in its own appearance callbacks.
@MainActor
final class CoordinatorNotingController: UIViewController {
  var answers: [String] = []

  init(_ name: String) {
    super.init()
    screenName = name
  }

  private func note(_ callback: String) {
    answers.append("\(callback) \(transitionCoordinator == nil ? "none" : "coordinator")")
  }

  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
}
