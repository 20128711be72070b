import XCTest

@testable import HeadlessUIKit

/// UIKit's callback order — `viewDidLoad` once, will/did appear/disappear, will/didMove — for
/// every kind of transition. The incoming view loads first, before anyone hears of the change.
final class LifecycleTests: XCTestCase {
  @MainActor
  func testViewDidLoadRunsOnceHoweverOftenTheScreenAppears() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    let detail = JournalingController("PostDetail", journal: journal)

    XCTAssertTrue(feed.isViewLoaded)
    for _ in 0..<3 {
      navigation.pushViewController(detail, animated: true)
      window.waitForAnimations()
      navigation.popViewController(animated: true)
      window.waitForAnimations()
    }
    _ = detail.view

    XCTAssertEqual(
      journal.entries.filter { $0.hasSuffix("viewDidLoad") }, ["PostDetail.viewDidLoad"])
    XCTAssertEqual(journal.entries.filter { $0 == "Feed.viewDidAppear" }.count, 3)
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testAccessingTheViewLoadsItOnce() async {
    let journal = Journal()
    let screen = JournalingController("About", journal: journal)
    XCTAssertFalse(screen.isViewLoaded)
    XCTAssertNil(screen.viewIfLoaded)

    _ = screen.view
    screen.loadViewIfNeeded()
    _ = screen.view

    XCTAssertTrue(screen.isViewLoaded)
    XCTAssertEqual(journal.entries, ["About.viewDidLoad"])
  }

  @MainActor
  func testPush() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)

    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries,
      [
        "PostDetail.willMove(parent)", "PostDetail.viewDidLoad", "Feed.viewWillDisappear",
        "PostDetail.viewWillAppear", "Feed.viewDidDisappear", "PostDetail.viewDidAppear",
        "PostDetail.didMove(parent)",
      ])
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testPop() async {
    let journal = Journal()
    let screens = ["Feed", "PostDetail"].map { JournalingController($0, journal: journal) }
    let (window, navigation) = windowWithStack(screens, journal: journal)

    navigation.popViewController(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries,
      [
        "PostDetail.willMove(nil)", "Feed.viewDidLoad", "PostDetail.viewWillDisappear",
        "Feed.viewWillAppear", "PostDetail.viewDidDisappear", "Feed.viewDidAppear",
        "PostDetail.didMove(nil)",
      ])
    XCTAssertEqual(window.issues, [])
  }

  /// Only the screen on top disappears; the ones between were not on screen and only leave
  /// their parent.
  @MainActor
  func testPopToRoot() async {
    let journal = Journal()
    let feed = JournalingController("Feed", journal: journal)
    let (window, navigation) = windowWithStack([feed], journal: journal)
    navigation.pushViewController(
      JournalingController("PostDetail", journal: journal), animated: true)
    window.waitForAnimations()
    navigation.pushViewController(
      JournalingController("UserProfile", journal: journal), animated: true)
    window.waitForAnimations()
    journal.reset()

    navigation.popToRootViewController(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      journal.entries,
      [
        "PostDetail.willMove(nil)", "UserProfile.willMove(nil)", "UserProfile.viewWillDisappear",
        "Feed.viewWillAppear", "UserProfile.viewDidDisappear", "Feed.viewDidAppear",
        "PostDetail.didMove(nil)", "UserProfile.didMove(nil)",
      ])
    XCTAssertEqual(window.issues, [])
  }

  /// Selecting a tab changes what is shown, not who contains whom: no will/didMove.
  @MainActor
  func testTabSwitch() async {
    let journal = Journal()
    let (window, tabs) = windowWithTabs(
      [
        tab("Home", [JournalingController("Feed", journal: journal)]),
        tab("Profile", [JournalingController("MyProfile", journal: journal)]),
      ], journal: journal)

    tabs.selectedIndex = 1

    XCTAssertEqual(
      journal.entries,
      [
        "MyProfile.viewDidLoad", "Feed.viewWillDisappear", "MyProfile.viewWillAppear",
        "Feed.viewDidDisappear", "MyProfile.viewDidAppear",
      ])
    journal.reset()

    tabs.selectedIndex = 0

    XCTAssertEqual(
      journal.entries,
      [
        "MyProfile.viewWillDisappear", "Feed.viewWillAppear", "MyProfile.viewDidDisappear",
        "Feed.viewDidAppear",
      ])
    XCTAssertEqual(window.issues, [])
  }

  /// The window is no parent: a root swap calls no will/didMove, only appearance callbacks.
  @MainActor
  func testRootSwap() async {
    let journal = Journal()
    let (window, _) = windowWithStack(
      [JournalingController("Login", journal: journal)], journal: journal)
    let tabs = UITabBarController()
    tabs.viewControllers = [
      tab("Home", [JournalingController("Feed", journal: journal)]),
      tab("Profile", [JournalingController("MyProfile", journal: journal)]),
    ]
    journal.reset()

    window.setRootViewController(tabs)

    XCTAssertEqual(
      journal.entries,
      [
        "Feed.viewDidLoad", "Login.viewWillDisappear", "Feed.viewWillAppear",
        "Login.viewDidDisappear", "Feed.viewDidAppear",
      ])
  }

  @MainActor
  func testTheFirstRootAppears() async {
    let journal = Journal()
    let window = UIWindow()
    let navigation = UINavigationController(
      rootViewController: JournalingController("Login", journal: journal))
    journal.reset()

    window.setRootViewController(navigation)

    XCTAssertEqual(
      journal.entries, ["Login.viewDidLoad", "Login.viewWillAppear", "Login.viewDidAppear"])
  }

  /// Only what is on screen appears or disappears: a stack in another tab, or one covered by a
  /// full-screen presentation, changes silently but for containment.
  @MainActor
  func testAStackThatIsNotOnScreenGetsNoAppearanceCallbacks() async {
    let journal = Journal()
    let profile = tab("Profile", [JournalingController("MyProfile", journal: journal)])
    let home = tab("Home", [JournalingController("Feed", journal: journal)])
    let (window, tabs) = windowWithTabs([home, profile], journal: journal)

    profile.pushViewController(JournalingController("Settings", journal: journal), animated: true)
    window.waitForAnimations()
    XCTAssertEqual(journal.entries, ["Settings.willMove(parent)", "Settings.didMove(parent)"])
    journal.reset()

    let player = JournalingController("Player", journal: journal)
    player.modalPresentationStyle = .fullScreen
    tabs.present(player, animated: true)
    window.waitForAnimations()
    journal.reset()
    home.pushViewController(JournalingController("PostDetail", journal: journal), animated: true)
    window.waitForAnimations()
    XCTAssertEqual(journal.entries, ["PostDetail.willMove(parent)", "PostDetail.didMove(parent)"])
    XCTAssertEqual(window.issues, [])
  }

  @MainActor
  func testMovingFlagsHoldDuringTheTransitionOnly() async {
    let feed = FlagRecordingController()
    let (window, navigation) = windowWithStack([feed], journal: Journal())
    feed.seen = []
    let detail = FlagRecordingController()

    navigation.pushViewController(detail, animated: true)
    window.waitForAnimations()
    navigation.popViewController(animated: true)
    window.waitForAnimations()

    XCTAssertEqual(
      detail.seen,
      [
        "willAppear movingTo", "didAppear movingTo", "willDisappear movingFrom",
        "didDisappear movingFrom",
      ])
    XCTAssertEqual(feed.seen, ["willDisappear", "didDisappear", "willAppear", "didAppear"])
    XCTAssertFalse(detail.isMovingToParent || detail.isMovingFromParent)
    XCTAssertEqual(window.issues, [])
  }
}

/// Notes `isMovingToParent` / `isMovingFromParent` in each appearance callback.
@MainActor
private final class FlagRecordingController: UIViewController {
  var seen: [String] = []

  private func note(_ callback: String) {
    let flags = (isMovingToParent ? " movingTo" : "") + (isMovingFromParent ? " movingFrom" : "")
    seen.append(callback + flags)
  }

  override func viewWillAppear(_ animated: Bool) { note("willAppear") }
  override func viewDidAppear(_ animated: Bool) { note("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}
