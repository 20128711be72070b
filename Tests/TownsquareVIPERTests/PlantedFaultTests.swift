import HeadlessUIKit
import Townsquare
import XCTest

/// Each planted fault, switched on, produces a leak or a misuse that HeadlessUIKit reports; the
/// same steps with no fault planted are clean.
@MainActor
final class PlantedFaultTests: XCTestCase {
  /// The readings the root-swap faults do harm under: a root swap during an animated dismissal
  /// is the misuse, and a sheet left by a replaced root leaves the window with it
  /// (`rootSwapDuringDismissal = misuse`, `presentedAfterRootSwap = removed`).
  private static let strictRootSwap: UIKitAssumptions = {
    var assumptions = UIKitAssumptions()
    do {
      try assumptions.set("rootSwapDuringDismissal=misuse")
      try assumptions.set("presentedAfterRootSwap=removed")
    } catch { fatalError("\(error)") }
    return assumptions
  }()

  /// Runs `steps` without and then with `fault`; returns the faulty run for its findings.
  private func compare(
    _ fault: PlantedFault, assumptions: UIKitAssumptions = .defaults,
    steps: (AppDriver) throws -> Void, file: StaticString = #filePath, line: UInt = #line
  ) throws -> AppDriver {
    let clean = AppDriver.loggedIn(assumptions: assumptions)
    clean.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try steps(clean)
    clean.finish(file: file, line: line)
    let faulty = AppDriver.loggedIn(faults: [fault], assumptions: assumptions)
    faulty.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    try steps(faulty)
    return faulty
  }

  func testPresenterRetainsViewLeaksAPoppedPostDetailModule() async throws {
    let app = try compare(.viperPresenterRetainsView) { app in
      try app.tap("post-1")
      app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
      try app.back()
      app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    }
    XCTAssertEqual(
      app.leakedComponents,
      [
        "PostDetailViewController view", "PostDetailPresenter presenter",
        "PostDetailWireframe wireframe",
      ])
    XCTAssertTrue(app.leaks.contains("PostDetailPresenter (presenter of PostDetail(1))"))
  }

  func testPresenterRetainsViewAlsoLeaksAPostDetailReplacedByALink() async throws {
    let app = try compare(.viperPresenterRetainsView) { app in
      app.open("app://post/2")
      app.expect("Tabs{Home*:[Feed > PostDetail(2)], Profile:[MyProfile]}")
      app.open("app://user/3")
      app.expect("Tabs{Home*:[Feed > UserProfile(3)], Profile:[MyProfile]}")
    }
    XCTAssertTrue(app.leakedComponents.contains("PostDetailPresenter presenter"))
  }

  /// The wireframe's strong view closes a cycle through the presenter, so a popped Settings
  /// keeps all of its module.
  func testWireframeRetainsViewLeaksAPoppedSettingsModule() async throws {
    let app = try compare(.viperWireframeRetainsView) { app in
      app.open("app://settings")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
      try app.back()
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    }
    XCTAssertEqual(
      app.leakedComponents,
      ["SettingsViewController view", "SettingsPresenter presenter", "SettingsWireframe wireframe"])
  }

  func testStaleModuleOnLogoutKeepsEveryMainModuleAliveBehindLogin() async throws {
    let app = try compare(.viperStaleModuleOnLogout) { app in
      app.open("app://settings")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
      try app.tap("logout")
      app.expect("[Login]")
    }
    XCTAssertEqual(app.issues, [])
    let expected: Set<String> = [
      "MainTabsViewController view", "MainTabsPresenter presenter", "MainTabsWireframe wireframe",
      "FeedViewController view", "FeedPresenter presenter", "FeedWireframe wireframe",
      "MyProfileViewController view", "MyProfilePresenter presenter",
      "MyProfileWireframe wireframe",
      "SettingsViewController view", "SettingsPresenter presenter", "SettingsWireframe wireframe",
      "UINavigationController view",
    ]
    XCTAssertEqual(app.leakedComponents, expected)
  }

  /// Two ways to swap the root while the sheet is still presented: without dismissing it at
  /// all (which leaks its module), or with an animated dismissal still running (UIKit lets go
  /// of the sheet once the dismissal ends, but the swap is the same misuse).
  func testSwappingTheRootUnderTheSheetIsAMisuse() async throws {
    for fault in [PlantedFault.viperExpiryKeepsSheet, .viperRootSwapDuringDismiss] {
      let app = try compare(fault, assumptions: Self.strictRootSwap) { app in
        app.open("app://profile/edit")
        app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
        app.expireSession()
        app.expect("[Login]")
      }
      XCTAssertEqual(
        app.issues,
        [
          "misuse: root replaced while presenting [EditProfile]: UIKit keeps the presented "
            + "controller and its presenter alive"
        ], fault.rawValue)
      XCTAssertEqual(
        app.leakedComponents.isSuperset(of: [
          "EditProfileViewController view", "EditProfilePresenter presenter",
          "EditProfileWireframe wireframe",
        ]), fault == .viperExpiryKeepsSheet, fault.rawValue)
    }
  }

  func testPresentDuringDismissIsRefusedByUIKit() async throws {
    let steps: (AppDriver) throws -> Void = { app in
      app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
      try app.tab("Profile")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
      try app.tap("edit")
      app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
      app.open("app://profile/edit")
    }
    let clean = AppDriver.loggedIn()
    try steps(clean)
    clean.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    clean.finish()
    let app = AppDriver.loggedIn(faults: [.viperPresentDuringDismiss])
    try steps(app)
    XCTAssertEqual(app.hierarchy, "Tabs{Home:[Feed], Profile*:[MyProfile]}")
    XCTAssertEqual(app.issues.count, 1)
    XCTAssertTrue(
      app.issues[0].hasPrefix(
        "warning: Attempt to present [EditProfile] on Tabs{Home:[Feed], Profile*:[MyProfile]} "
          + "while a dismissal is in progress"), app.issues[0])
  }

  /// A double tap on the author: both taps land before the first push begins. The fault's
  /// wireframe asks for the second push at once, and UIKit runs it after the first
  /// (`stackChangeDuringTransition = deferred`): the profile is pushed twice.
  func testPushDuringTransitionPushesTwiceOnADoubleTap() async throws {
    let app = try compare(.viperPushDuringTransition) { app in
      try app.tap("post-1")
      app.expect("Tabs{Home*:[Feed > PostDetail(1)], Profile:[MyProfile]}")
      try app.window.userDoubleTap("author")
      XCTAssertTrue(app.window.runLoop.runUntilIdle())
    }
    XCTAssertEqual(
      app.hierarchy,
      "Tabs{Home*:[Feed > PostDetail(1) > UserProfile(2) > UserProfile(2)], Profile:[MyProfile]}")
    XCTAssertEqual(app.issues, [])
  }

  func testAFaultOnlyAffectsItsOwnMistake() async throws {
    let app = AppDriver.loggedIn(faults: [.viperPresenterRetainsView, .viperExpiryKeepsSheet])
    app.expect("Tabs{Home*:[Feed], Profile:[MyProfile]}")
    app.open("app://settings")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile > Settings]}")
    try app.back()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    try app.tap("edit")
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]")
    try app.swipeDown()
    app.expect("Tabs{Home:[Feed], Profile*:[MyProfile]}")
    app.finish()
  }
}
