import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPERCoordinator

/// Runs the VIPER+C app as the harness does — an environment, a window, the app — and acts on
/// the window as a user would. Every step is followed by an `expect` of the whole hierarchy
/// (the driver fails a test that skips one); after each step it fails on any UIKit warning or
/// misuse and any leak. `end()` drops the
/// run, which must free every object.
@MainActor
final class AppDriver {
  @MainActor
  private struct Run {
    let environment: AppEnvironment
    let window: UIWindow
    let app: VIPERCoordinatorApp

    init(stores: PersistentStores, assumptions: UIKitAssumptions) {
      window = UIWindow(assumptions: assumptions)
      environment = AppEnvironment(stores: stores)
      app = VIPERCoordinatorApp(environment: environment, window: window)
      app.launch()
      window.runLoop.runUntilIdle()
    }
  }

  private var run: Run?
  private let assumptions: UIKitAssumptions
  private var steps = 0
  /// The last step whose hierarchy no `expect` has checked yet.
  private var unchecked: String? = "launch"

  init(
    _ stores: PersistentStores, assumptions: UIKitAssumptions = .defaults
  ) {
    self.assumptions = assumptions
    run = Run(stores: stores, assumptions: assumptions)
  }

  /// Launched logged in as a seeded user (Ana by default).
  convenience init(
    loggedIn email: String = "ana@example.com", assumptions: UIKitAssumptions = .defaults
  ) {
    self.init(PersistentStores.loggedIn(email: email)!, assumptions: assumptions)
  }

  var environment: AppEnvironment { run!.environment }
  var window: UIWindow { run!.window }
  var hierarchy: String { HierarchyNotation.render(window) }
  var appCoordinator: AppCoordinator { run!.app.appCoordinator }
  var elements: [String] { window.visibleIdentifiers() }
  var issues: [String] { window.issues.map(\.description) }
  var leaks: [String] { window.lifetimeTracker.leaks().map(\.description) }
  /// Leaked objects as `Type role`, e.g. `SettingsCoordinator coordinator`.
  var leakedComponents: Set<String> {
    Set(window.lifetimeTracker.leaks().map { "\($0.typeName) \($0.role.rawValue)" })
  }

  func text(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    do { return try window.displayedText(of: id) } catch {
      XCTFail(error.message, file: file, line: line)
      return nil
    }
  }

  // MARK: What a user does

  func tap(_ id: String, file: StaticString = #filePath, line: UInt = #line) {
    step("tap \(id)", file, line) { try window.userTap(id) }
  }

  /// Typing changes no screen, so it needs no `expect` after it.
  func type(_ id: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
    do { try window.userType(id, text: text) } catch {
      XCTFail("type \(id): \(error.message)", file: file, line: line)
    }
  }

  /// Types into Login and taps `login` (Ana by default).
  func logIn(
    _ email: String = "ana@example.com", _ password: String = "secret1",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    type("email", email, file: file, line: line)
    type("password", password, file: file, line: line)
    tap("login", file: file, line: line)
  }

  func back(cancelled: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
    step(cancelled ? "back cancelled" : "back", file, line) {
      try window.userBackGesture(cancelled: cancelled)
    }
  }

  func swipeDown(cancelled: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
    step(cancelled ? "swipe-down cancelled" : "swipe-down", file, line) {
      try window.userSwipeDown(cancelled: cancelled)
    }
  }

  func tab(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
    step("tab \(name)", file, line) { try window.userTapTab(named: name) }
  }

  /// From the tabs as a launch shows them: the Profile tab, checked.
  func showProfileTab(file: StaticString = #filePath, line: UInt = #line) {
    tab("Profile", file: file, line: line)
    expect("Tabs{Home:[Feed], Profile*:[MyProfile]}", file: file, line: line)
  }

  /// From the tabs as a launch shows them: the Profile tab, then the edit sheet, checked.
  func openEditSheet(file: StaticString = #filePath, line: UInt = #line) {
    showProfileTab(file: file, line: line)
    tap("edit", file: file, line: line)
    expect("Tabs{Home:[Feed], Profile*:[MyProfile]} ^ [EditProfile]", file: file, line: line)
  }

  // MARK: What the system does

  func open(_ url: String, file: StaticString = #filePath, line: UInt = #line) {
    step("open \(url)", file, line) { run!.app.open(url: url) }
  }

  func expireSession(file: StaticString = #filePath, line: UInt = #line) {
    step("expire-session", file, line) { run!.app.handleSessionExpired() }
  }

  /// Ends this run (which must free everything) and launches again over what persisted.
  func relaunch(file: StaticString = #filePath, line: UInt = #line) {
    step("relaunch", file, line) {
      let stores = environment.persistentStores
      drop(file, line)
      run = Run(stores: stores, assumptions: assumptions)
    }
  }

  // MARK: What a test checks

  func expect(_ notation: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(hierarchy, notation, file: file, line: line)
    unchecked = nil
  }

  /// The coordinator tree, e.g. `App{Main{Home, Profile{Settings}}}`.
  func expectTree(_ tree: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(Self.describe(appCoordinator), tree, "childCoordinators", file: file, line: line)
  }

  /// The tree right after the Main flow starts.
  static let mainTree = "App{Main{Home, Profile}}"

  static func describe(_ coordinator: any Coordinator) -> String {
    let name = String(describing: Swift.type(of: coordinator)).replacingOccurrences(
      of: "Coordinator", with: "")
    let children = coordinator.childCoordinators.map(describe)
    return children.isEmpty ? name : name + "{" + children.joined(separator: ", ") + "}"
  }

  /// The transitions `body` caused, e.g. `push About`, `pop Settings (back gesture)`.
  func transitions(during body: () -> Void) -> [String] {
    let before = window.transitions.count
    body()
    return window.transitions.dropFirst(before).map(\.description)
  }

  /// The end of a test: the last step was checked, and the run frees every object.
  func end(file: StaticString = #filePath, line: UInt = #line) {
    if let unchecked {
      XCTFail("no expect of the hierarchy after `\(unchecked)`", file: file, line: line)
    }
    drop(file, line)
  }

  private func step(
    _ label: String, _ file: StaticString, _ line: UInt, _ action: () throws -> Void
  ) {
    if let unchecked {
      XCTFail("no expect of the hierarchy after `\(unchecked)`", file: file, line: line)
    }
    unchecked = label
    steps += 1
    do { try action() } catch { XCTFail("\(label): \(error)", file: file, line: line) }
    guard let run else { return }
    // As a UI test waits for animations: every step ends with the run loop idle.
    XCTAssertTrue(run.window.runLoop.runUntilIdle(), "still animating", file: file, line: line)
    run.window.lifetimeTracker.checkpoint("step \(steps) (\(label))")
    XCTAssertEqual(issues, [], "UIKit issues after \(label)", file: file, line: line)
    XCTAssertEqual(leaks, [], "leaks after \(label)", file: file, line: line)
  }

  /// Drops the app and its window as the harness does: nothing of the run may stay alive.
  private func drop(_ file: StaticString, _ line: UInt) {
    guard let tracker = run?.window.lifetimeTracker else { return }
    tracker.markAppEnded(at: "end of run")
    weak let window = run?.window
    run = nil
    XCTAssertEqual(
      tracker.leaks().map(\.description), [], "alive after the app ended", file: file, line: line)
    XCTAssertNil(window, "the window outlived the app", file: file, line: line)
  }
}
