import HeadlessUIKit
import Townsquare
import TownsquareVIPER
import XCTest

/// Runs the VIPER app in a headless window and acts on it as a user would, so that tests read
/// like the scenarios: launch, tap, type, back, swipe down, tab, open a link, expire, relaunch.
/// Every run the driver ends (relaunch, `finish`) must free all its objects.
@MainActor
final class AppDriver {
  private struct Run {
    let environment: AppEnvironment
    let window: UIWindow
    let app: VIPERApp
  }

  private let assumptions: UIKitAssumptions
  private var run: Run?
  /// The last step whose hierarchy no test has checked yet.
  private var unchecked: String?

  /// Launches a fresh install, or the app over `stores`.
  init(
    stores: PersistentStores = .fresh, assumptions: UIKitAssumptions = .defaults
  ) {
    self.assumptions = assumptions
    run = Self.launch(stores: stores, assumptions: assumptions)
    unchecked = "launch"
  }

  /// Launches onboarded and logged in as a seeded user (Ana by default).
  static func loggedIn(
    as email: String = "ana@example.com", assumptions: UIKitAssumptions = .defaults
  ) -> AppDriver {
    AppDriver(
      stores: PersistentStores.loggedIn(email: email)!, assumptions: assumptions)
  }

  private static func launch(
    stores: PersistentStores, assumptions: UIKitAssumptions
  ) -> Run {
    let environment = AppEnvironment(stores: stores)
    let window = UIWindow(assumptions: assumptions)
    let app = VIPERApp(environment: environment, window: window)
    app.launch()
    window.runLoop.runUntilIdle()
    return Run(environment: environment, window: window, app: app)
  }

  var environment: AppEnvironment { run!.environment }
  var window: UIWindow { run!.window }
  var hierarchy: String { HierarchyNotation.render(window) }
  /// The visible screen as the notation writes it, e.g. `PostDetail(3)`.
  var screen: String? { window.visibleViewController?.notationName }

  // MARK: What a user does

  func tap(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) throws {
    step("tap \(identifier)", file: file, line: line)
    try window.userTap(identifier)
    waitForAnimations()
  }

  /// Typing changes no screen, so it needs no hierarchy check after it.
  func type(_ identifier: String, _ text: String) throws {
    try window.userType(identifier, text: text)
  }

  func back(file: StaticString = #filePath, line: UInt = #line) throws {
    step("back", file: file, line: line)
    try window.userBackGesture(cancelled: false)
    waitForAnimations()
  }

  func cancelledBack(file: StaticString = #filePath, line: UInt = #line) throws {
    step("back cancelled", file: file, line: line)
    try window.userBackGesture(cancelled: true)
    waitForAnimations()
  }

  func swipeDown(file: StaticString = #filePath, line: UInt = #line) throws {
    step("swipe-down", file: file, line: line)
    try window.userSwipeDown()
    waitForAnimations()
  }

  func tab(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    step("tab \(name)", file: file, line: line)
    try window.userTapTab(named: name)
    waitForAnimations()
  }

  func text(_ identifier: String) throws -> String { try window.displayedText(of: identifier) }

  /// Types the credentials into Login and taps `login`.
  func logIn(
    _ email: String, _ password: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    try type("email", email)
    try type("password", password)
    try tap("login", file: file, line: line)
  }

  // MARK: What the system does

  func open(_ url: String, file: StaticString = #filePath, line: UInt = #line) {
    step("open \(url)", file: file, line: line)
    run!.app.open(url: url)
    waitForAnimations()
  }

  func expireSession(file: StaticString = #filePath, line: UInt = #line) {
    step("expire-session", file: file, line: line)
    run!.app.handleSessionExpired()
    waitForAnimations()
  }

  /// Ends the app and starts it again over what persisted; the old run must free everything.
  func relaunch(file: StaticString = #filePath, line: UInt = #line) {
    step("relaunch", file: file, line: line)
    let stores = environment.persistentStores
    end(file: file, line: line)
    run = Self.launch(stores: stores, assumptions: assumptions)
  }

  /// As the harness does, and a UI test: every animation ends before the next step.
  private func waitForAnimations() {
    XCTAssertTrue(window.runLoop.runUntilIdle(), "still animating")
  }

  /// Every step that can change the screen must be followed by an `expect` of the whole
  /// hierarchy before the next step (or the end of the test), so no test skips one.
  private func step(_ name: String, file: StaticString, line: UInt) {
    if let unchecked {
      XCTFail("no expect of the hierarchy after `\(unchecked)`", file: file, line: line)
    }
    unchecked = name
  }

  // MARK: What a test checks

  func expect(_ notation: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(hierarchy, notation, file: file, line: line)
    unchecked = nil
  }

  func expectText(
    _ identifier: String, _ text: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      try self.text(identifier), text, "text of '\(identifier)'", file: file, line: line)
  }

  /// The transitions `body` caused, each with the file that asked for it (`system` for a
  /// user's gesture), e.g. `selectTab Home by MainTabsWireframe`.
  func transitions(during body: () throws -> Void) rethrows -> [String] {
    let before = window.transitions.count
    try body()
    return window.transitions.dropFirst(before).map(Self.attributed)
  }

  static func attributed(_ transition: Transition) -> String {
    let origin = transition.source.map { source in
      String(source.fileID.split(separator: "/").last ?? "").replacingOccurrences(
        of: ".swift", with: "")
    }
    // A property setter (`rootViewController =`, `selectedIndex =`) cannot name its caller.
    return "\(transition) by \(origin ?? (transition.origin == .code ? "a setter" : "system"))"
  }

  var leaks: [String] { window.lifetimeTracker.leaks().map(\.description) }
  /// The leaked objects as `Type role`, e.g. `SettingsWireframe wireframe`.
  var leakedComponents: Set<String> {
    Set(window.lifetimeTracker.leaks().map { "\($0.typeName) \($0.role.rawValue)" })
  }
  var issues: [String] { window.issues.map(\.description) }

  func expectNoLeaksOrIssues(file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(leaks, [], "leaks", file: file, line: line)
    XCTAssertEqual(issues, [], "UIKit issues", file: file, line: line)
  }

  /// The end of a test: nothing leaked, no issue, and ending the app frees every object.
  func finish(file: StaticString = #filePath, line: UInt = #line) {
    if let unchecked {
      XCTFail("no expect of the hierarchy after `\(unchecked)`", file: file, line: line)
    }
    expectNoLeaksOrIssues(file: file, line: line)
    end(file: file, line: line)
  }

  /// Drops the app and its window, as the harness does, and checks that nothing survives.
  private func end(file: StaticString, line: UInt) {
    guard let tracker = run?.window.lifetimeTracker else { return }
    tracker.markAppEnded(at: "end")
    weak let window = run?.window
    run = nil
    XCTAssertEqual(
      tracker.leaks().map(\.description), [], "alive after the app ended", file: file, line: line)
    XCTAssertNil(window, "the window outlived the app", file: file, line: line)
  }
}
