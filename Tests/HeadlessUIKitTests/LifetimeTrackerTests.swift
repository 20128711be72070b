import XCTest

@testable import HeadlessUIKit

/// The lifetime tracker, like a memory-graph debugger: anything alive whose anchor has left the
/// window is a leak, named with its type, role, anchor and the checkpoint at which it left.
final class LifetimeTrackerTests: XCTestCase {
  /// Pushes Settings with a presenter registered to it; the caller decides who keeps what.
  @MainActor
  private func pushSettings(
    on navigation: UINavigationController, tracker: LifetimeTracker, journal: Journal
  ) -> (SettingsPresenterStub, JournalingController) {
    let settings = JournalingController("Settings", journal: journal)
    let presenter = SettingsPresenterStub()
    tracker.register(presenter, role: .presenter, anchor: .viewController(settings))
    navigation.pushViewController(settings, animated: true)
    navigation.containingWindow?.waitForAnimations()
    return (presenter, settings)
  }

  @MainActor
  func testAnObjectWhoseAnchorLeftTheWindowIsReportedWithTypeRoleAnchorAndCheckpoint() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("MyProfile", journal: journal)], journal: journal)
    let tracker = window.lifetimeTracker
    var kept: SettingsPresenterStub? = pushSettings(
      on: navigation, tracker: tracker, journal: journal
    ).0
    tracker.checkpoint("tap settings")
    XCTAssertEqual(tracker.leaks(), [])

    navigation.popViewController(animated: true)
    window.waitForAnimations()
    tracker.checkpoint("back")

    let leak = Leak(
      typeName: "SettingsPresenterStub", role: .presenter, anchor: "Settings",
      leftWindowAt: "back")
    XCTAssertEqual(tracker.leaks(), [leak])
    XCTAssertEqual(
      leak.description,
      "SettingsPresenterStub (presenter of Settings), whose screen left the window at back")
    tracker.checkpoint("later")
    XCTAssertEqual(tracker.leaks().first?.leftWindowAt, "back", "the first checkpoint counts")

    kept = nil
    XCTAssertEqual(tracker.leaks(), [], "freed objects are not reported")
    XCTAssertNil(kept)
  }

  /// Released registrations are pruned as the run goes: after thousands of screens opened and
  /// freed, the one object kept is still the one leak, named with the checkpoint it left at.
  @MainActor
  func testALeakKeepsItsCheckpointAcrossThousandsOfFreedScreens() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("MyProfile", journal: journal)], journal: journal)
    let tracker = window.lifetimeTracker
    let kept = pushSettings(on: navigation, tracker: tracker, journal: journal).0
    navigation.popViewController(animated: false)
    tracker.checkpoint("back 0")
    for cycle in 1...2_000 {
      _ = pushSettings(on: navigation, tracker: tracker, journal: journal)
      tracker.checkpoint("open \(cycle)")
      navigation.popViewController(animated: false)
      tracker.checkpoint("back \(cycle)")
    }

    XCTAssertEqual(
      tracker.leaks(),
      [
        Leak(
          typeName: "SettingsPresenterStub", role: .presenter, anchor: "Settings",
          leftWindowAt: "back 0")
      ])
    XCTAssertEqual(tracker.aliveByRole(), [.presenter: 1, .view: 2], "the stack and MyProfile")
    XCTAssertEqual(tracker.createdByRole, [.presenter: 2_001, .view: 2_003])
    withExtendedLifetime(kept) {}
  }

  @MainActor
  func testObjectsFreedWithTheirScreenAreNotReported() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("MyProfile", journal: journal)], journal: journal)
    let tracker = window.lifetimeTracker
    weak var presenter: SettingsPresenterStub?
    presenter = pushSettings(on: navigation, tracker: tracker, journal: journal).0
    tracker.checkpoint("tap settings")
    XCTAssertNil(presenter, "nothing holds it in this test")

    navigation.popViewController(animated: true)
    window.waitForAnimations()
    tracker.checkpoint("back")

    XCTAssertEqual(tracker.leaks(), [])
  }

  /// A screen held after it left the window is itself a leak: controllers are registered as
  /// views when they enter the window, with no help from the app.
  @MainActor
  func testControllersAreRegisteredAutomaticallyWhenTheyEnterTheWindow() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("MyProfile", journal: journal)], journal: journal)
    let tracker = window.lifetimeTracker
    XCTAssertEqual(tracker.createdByRole, [.view: 2], "the stack and its screen")
    let (_, settings) = pushSettings(on: navigation, tracker: tracker, journal: journal)
    XCTAssertEqual(tracker.createdByRole, [.view: 3, .presenter: 1])

    navigation.popViewController(animated: true)
    window.waitForAnimations()
    tracker.checkpoint("back")

    XCTAssertEqual(
      tracker.leaks(),
      [
        Leak(
          typeName: "JournalingController", role: .view, anchor: "Settings", leftWindowAt: "back")
      ])
    withExtendedLifetime(settings) {}
  }

  @MainActor
  func testAnObjectAnchoredToTheWindowLeaksOnlyOnceTheAppHasEnded() async {
    let window = UIWindow()
    let tracker = window.lifetimeTracker
    var coordinator: AppCoordinatorStub? = AppCoordinatorStub()
    tracker.register(coordinator!, role: .coordinator, anchor: .window)
    tracker.checkpoint("launch")
    XCTAssertEqual(tracker.leaks(), [])

    tracker.markAppEnded(at: "relaunch")

    XCTAssertEqual(
      tracker.leaks(),
      [
        Leak(
          typeName: "AppCoordinatorStub", role: .coordinator, anchor: "window",
          leftWindowAt: "relaunch")
      ])
    coordinator = nil
    XCTAssertEqual(tracker.leaks(), [])
  }

  @MainActor
  func testScreensInAnotherTabOrUnderASheetAreStillInTheWindow() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, tabs) = windowWithTabs(
      [
        tab("Home", [feed]),
        tab("Profile", [JournalingController("MyProfile", journal: journal)]),
      ], journal: journal)
    let tracker = window.lifetimeTracker
    let presenter = SettingsPresenterStub()
    tracker.register(presenter, role: .presenter, anchor: .viewController(feed))

    tabs.selectedIndex = 1
    tabs.present(sheet(JournalingController("EditProfile", journal: journal)), animated: true)
    window.waitForAnimations()
    tracker.checkpoint("edit")

    XCTAssertEqual(tracker.leaks(), [])
    withExtendedLifetime(presenter) {}
  }

  @MainActor
  func testAnAnchorThatComesBackIsNoLongerALeak() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let detail = JournalingController("PostDetail", journal: journal)
    let (window, navigation) = windowWithStack([feed, detail], journal: journal)
    let tracker = window.lifetimeTracker

    navigation.popViewController(animated: true)
    window.waitForAnimations()
    tracker.checkpoint("back")
    XCTAssertEqual(tracker.leaks().map(\.leftWindowAt), ["back"])
    navigation.pushViewController(detail, animated: true)
    window.waitForAnimations()
    tracker.checkpoint("open again")

    XCTAssertEqual(tracker.leaks(), [])
  }

  @MainActor
  func testEachWindowHasItsOwnTracker() async {
    let journal = Journal()
    let (first, navigation) = windowWithStack(
      [JournalingController("MyProfile", journal: journal)], journal: journal)
    let second = UIWindow()
    let kept = pushSettings(on: navigation, tracker: first.lifetimeTracker, journal: journal).0
    navigation.popViewController(animated: true)
    first.waitForAnimations()
    first.lifetimeTracker.checkpoint("back")

    XCTAssertFalse(first.lifetimeTracker === second.lifetimeTracker)
    XCTAssertEqual(first.lifetimeTracker.leaks().count, 1)
    XCTAssertEqual(second.lifetimeTracker.leaks(), [])
    XCTAssertEqual(second.lifetimeTracker.createdByRole, [:])
    XCTAssertEqual(second.lifetimeTracker.aliveByRole(), [:])
    withExtendedLifetime(kept) {}
  }

  @MainActor
  func testAliveObjectsAreCountedByRole() async {
    let window = UIWindow()
    let tracker = window.lifetimeTracker
    var interactor: InteractorStub? = InteractorStub()
    let router = RouterStub()
    tracker.register(interactor!, role: .interactor, anchor: .window)
    tracker.register(router, role: .router, anchor: .window)
    XCTAssertEqual(tracker.aliveByRole(), [.interactor: 1, .router: 1])

    interactor = nil

    XCTAssertEqual(tracker.aliveByRole(), [.router: 1])
    XCTAssertEqual(tracker.createdByRole, [.interactor: 1, .router: 1])
    XCTAssertNil(interactor)
  }

  @MainActor
  func testLeaksAreSortedByTypeThenRoleThenAnchor() async {
    let window = UIWindow()
    let tracker = window.lifetimeTracker
    let objects: [(AnyObject, ComponentRole)] = [
      (RouterStub(), .router), (InteractorStub(), .presenter), (InteractorStub(), .interactor),
      (AppCoordinatorStub(), .coordinator),
    ]
    for (object, role) in objects { tracker.register(object, role: role, anchor: .window) }

    tracker.markAppEnded(at: "end")

    XCTAssertEqual(
      tracker.leaks().map { "\($0.typeName) \($0.role)" },
      [
        "AppCoordinatorStub coordinator", "InteractorStub presenter", "InteractorStub interactor",
        "RouterStub router",
      ])
    withExtendedLifetime(objects) {}
  }

  /// Modules often register before the screen is configured: the leak still names the screen.
  @MainActor
  func testAnAnchorNamedAfterRegistrationIsReportedByItsName() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("MyProfile", journal: journal)], journal: journal)
    let tracker = window.lifetimeTracker
    let presenter = SettingsPresenterStub()
    do {
      let screen = UIViewController()
      tracker.register(presenter, role: .presenter, anchor: .viewController(screen))
      screen.screenName = "Settings"
      navigation.pushViewController(screen, animated: true)
      window.waitForAnimations()
    }

    navigation.popViewController(animated: true)
    window.waitForAnimations()
    tracker.checkpoint("back")

    XCTAssertEqual(tracker.leaks().map(\.anchor), ["Settings"])
    withExtendedLifetime(presenter) {}
  }

  /// A container is named by its notation, never by a Swift type name or a bare `?`.
  @MainActor
  func testALeakedContainerIsNamedByItsNotation() async {
    let journal = Journal()
    let (window, navigation) = windowWithStack(
      [JournalingController("MyProfile", journal: journal)], journal: journal)
    let edit = sheet(JournalingController("EditProfile", journal: journal))
    navigation.present(edit, animated: true)
    window.waitForAnimations()
    edit.pushViewController(JournalingController("Photo", journal: journal), animated: true)
    window.waitForAnimations()
    window.lifetimeTracker.checkpoint("photo")

    navigation.dismiss(animated: true)
    window.waitForAnimations()
    window.lifetimeTracker.checkpoint("dismissed")

    XCTAssertEqual(
      window.lifetimeTracker.leaks(),
      [
        Leak(
          typeName: "JournalingController", role: .view, anchor: "EditProfile",
          leftWindowAt: "dismissed"),
        Leak(
          typeName: "JournalingController", role: .view, anchor: "Photo",
          leftWindowAt: "dismissed"),
        Leak(
          typeName: "UINavigationController", role: .view, anchor: "[EditProfile > Photo]",
          leftWindowAt: "dismissed"),
      ])
    withExtendedLifetime(edit) {}
  }
}

final class SettingsPresenterStub {}
final class AppCoordinatorStub {}
final class InteractorStub {}
final class RouterStub {}
