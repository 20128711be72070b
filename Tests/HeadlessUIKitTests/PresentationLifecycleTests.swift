import XCTest

@testable import HeadlessUIKit

/// The lifecycle of presentation: a sheet leaves its presenter on screen, a full-screen
/// presentation does not; presentation is not containment (no will/didMove).
final class PresentationLifecycleTests: XCTestCase {
  /// A sheet leaves its presenter on screen: the presenter hears nothing, coming or going, and
  /// presentation is not containment (no will/didMove).
  @MainActor
  func testPresentAndDismissASheet() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    let editStack = sheet(JournalingController("EditProfile", journal: journal))
    journal.reset()

    feed.present(editStack, animated: true)
    window.waitForAnimations()
    XCTAssertEqual(
      journal.entries,
      ["EditProfile.viewDidLoad", "EditProfile.viewWillAppear", "EditProfile.viewDidAppear"])
    journal.reset()

    editStack.dismiss(animated: true)
    window.waitForAnimations()
    XCTAssertEqual(
      journal.entries, ["EditProfile.viewWillDisappear", "EditProfile.viewDidDisappear"])
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testPresentAndDismissFullScreen() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    let player = JournalingController("Player", journal: journal)
    player.modalPresentationStyle = .fullScreen

    feed.present(player, animated: true)
    window.waitForAnimations()
    XCTAssertEqual(
      journal.entries,
      [
        "Player.viewDidLoad", "Feed.viewWillDisappear", "Player.viewWillAppear",
        "Player.viewDidAppear", "Feed.viewDidDisappear",
      ],
      "UIModalPresentationStyle.fullScreen: \"UIKit normally removes the views of the "
        + "underlying view controller after the transition animations finish\"")
    journal.reset()

    player.dismiss(animated: true)
    window.waitForAnimations()
    XCTAssertEqual(
      journal.entries,
      [
        "Player.viewWillDisappear", "Feed.viewWillAppear", "Player.viewDidDisappear",
        "Feed.viewDidAppear",
      ])
    XCTAssertEqual(window.issues, [])
  }

  /// Dismissing a chain of sheets takes every one of them off screen.
  @MainActor
  func testDismissAChainOfSheets() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    let edit = JournalingController("EditProfile", journal: journal)
    feed.present(sheet(edit), animated: true)
    window.waitForAnimations()
    edit.present(JournalingController("Confirm", journal: journal), animated: true)
    window.waitForAnimations()
    journal.reset()

    feed.dismiss(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries,
      [
        "EditProfile.viewWillDisappear", "Confirm.viewWillDisappear",
        "EditProfile.viewDidDisappear", "Confirm.viewDidDisappear",
      ])
    XCTAssertEqual(window.issues, [])
  }

  /// The presented controller itself is being presented or dismissed, not the screens inside it
  /// (app code asks `navigationController?.isBeingDismissed`); `animated` is passed through.
  @MainActor
  func testBeingPresentedAndBeingDismissedMarkThePresentedControllerOnly() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, _) = windowWithStack([feed], journal: journal)
    let inside = PresentationFlagProbe()
    let stack = PresentationStackProbe(rootViewController: inside)

    feed.present(stack, animated: true)
    window.waitForAnimations()
    feed.dismiss(animated: false)

    XCTAssertEqual(
      stack.seen,
      [
        "willAppear beingPresented animated", "didAppear beingPresented animated",
        "willDisappear beingDismissed", "didDisappear beingDismissed",
      ])
    XCTAssertEqual(
      inside.seen, ["willAppear animated", "didAppear animated", "willDisappear", "didDisappear"])
    XCTAssertFalse(stack.isBeingPresented || stack.isBeingDismissed)
    XCTAssertEqual(window.issues, [])
  }
}

@MainActor
private func presentationFlags(
  of controller: UIViewController, _ callback: String, _ animated: Bool
)
  -> String
{
  callback + (controller.isBeingPresented ? " beingPresented" : "")
    + (controller.isBeingDismissed ? " beingDismissed" : "") + (animated ? " animated" : "")
}

/// Notes `isBeingPresented` / `isBeingDismissed` and `animated` in each appearance callback.
@MainActor
private final class PresentationFlagProbe: UIViewController {
  var seen: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    seen.append(presentationFlags(of: self, "willAppear", animated))
  }
  override func viewDidAppear(_ animated: Bool) {
    seen.append(presentationFlags(of: self, "didAppear", animated))
  }
  override func viewWillDisappear(_ animated: Bool) {
    seen.append(presentationFlags(of: self, "willDisappear", animated))
  }
  override func viewDidDisappear(_ animated: Bool) {
    seen.append(presentationFlags(of: self, "didDisappear", animated))
  }
}

/// The same notes, for a presented navigation controller.
@MainActor
private final class PresentationStackProbe: UINavigationController {
  var seen: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    seen.append(presentationFlags(of: self, "willAppear", animated))
  }
  override func viewDidAppear(_ animated: Bool) {
    seen.append(presentationFlags(of: self, "didAppear", animated))
  }
  override func viewWillDisappear(_ animated: Bool) {
    seen.append(presentationFlags(of: self, "willDisappear", animated))
  }
  override func viewDidDisappear(_ animated: Bool) {
    seen.append(presentationFlags(of: self, "didDisappear", animated))
  }
}
