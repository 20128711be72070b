import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Runs the Coordinator variant as the harness does — an environment, a window, the app — and
/// performs a user's actions on the window. Unless told otherwise, after every step it checks
/// what makes a scenario fail: any UIKit warning or misuse, and any leak.
@MainActor
final class AppDriver {
  private(set) var environment: AppEnvironment
  private(set) var window: UIWindow
  private(set) var app: CoordinatorApp
  let faults: PlantedFaults
  /// Off in planted-fault tests, which assert the issues and leaks themselves.
  var checksEachStep: Bool
  private var stepNumber = 0

  /// Checks each step unless told otherwise or faults are planted.
  init(
    _ stores: PersistentStores = .fresh, faults: PlantedFaults = [], checksEachStep: Bool? = nil
  ) {
    self.faults = faults
    self.checksEachStep = checksEachStep ?? faults.isEmpty
    environment = AppEnvironment(stores: stores, faults: faults)
    window = UIWindow()
    app = CoordinatorApp(environment: environment, window: window)
    app.launch()
  }

  /// Launched logged in as the seeded user with `email`.
  convenience init(loggedIn email: String, faults: PlantedFaults = []) {
    self.init(PersistentStores.loggedIn(email: email) ?? .onboarded, faults: faults)
  }

  // MARK: What the user sees

  var hierarchy: String { HierarchyNotation.render(window) }
  var visibleScreen: String? { window.visibleViewController?.notationName }
  var appCoordinator: AppCoordinator { app.appCoordinator }
  var leaks: [Leak] { window.lifetimeTracker.leaks() }
  var leakedTypes: Set<String> { Set(leaks.map(\.typeName)) }
  var issues: [String] { window.issues.map(\.message) }
  /// The transition log as text, e.g. `push Settings`, `pop Settings (back gesture)`.
  var transitions: [String] { window.transitions.map(\.description) }

  /// The text of element `id` on the visible screen, or a failure naming what is there.
  func text(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    do {
      return try window.displayedText(of: id)
    } catch {
      XCTFail(error.message, file: file, line: line)
      return nil
    }
  }

  /// The identified elements of the visible screen.
  var elements: [String] { window.visibleIdentifiers() }

  // MARK: What the user does

  func tap(_ id: String, file: StaticString = #filePath, line: UInt = #line) {
    step("tap \(id)", file: file, line: line) { try window.userTap(id) }
  }

  func type(_ id: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
    step("type \(id)", file: file, line: line) { try window.userType(id, text: text) }
  }

  /// Types each field, then taps `button`.
  func submit(
    _ fields: KeyValuePairs<String, String>, with button: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for (id, text) in fields { type(id, text, file: file, line: line) }
    tap(button, file: file, line: line)
  }

  func logIn(
    _ email: String = "ana@example.com", _ password: String = "secret1",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    submit(["email": email, "password": password], with: "login", file: file, line: line)
  }

  func back(cancelled: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
    step(cancelled ? "back cancelled" : "back", file: file, line: line) {
      try window.userBackGesture(cancelled: cancelled)
    }
  }

  func swipeDown(file: StaticString = #filePath, line: UInt = #line) {
    step("swipe-down", file: file, line: line) { try window.userSwipeDown() }
  }

  func tab(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
    step("tab \(name)", file: file, line: line) { try window.userTapTab(named: name) }
  }

  func open(_ url: String, file: StaticString = #filePath, line: UInt = #line) {
    step("open \(url)", file: file, line: line) { app.open(url: url) }
  }

  func expireSession(file: StaticString = #filePath, line: UInt = #line) {
    step("expire-session", file: file, line: line) { app.handleSessionExpired() }
  }

  /// Ends this run as the harness does and starts a new one on the persisted stores, after
  /// checking that nothing of the old run is still alive.
  func relaunch(file: StaticString = #filePath, line: UInt = #line) {
    let stores = environment.persistentStores
    let oldTracker = window.lifetimeTracker
    oldTracker.markAppEnded(at: "relaunch")
    environment = AppEnvironment(stores: stores, faults: faults)
    window = UIWindow()
    app = CoordinatorApp(environment: environment, window: window)
    XCTAssertEqual(
      oldTracker.leaks().map(\.description), [], "alive after the old run was dropped",
      file: file, line: line)
    app.launch()
    stepNumber += 1
    check("relaunch", file: file, line: line)
  }

  // MARK: Checks

  /// No issue and no leak so far.
  func assertClean(file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(issues, [], "UIKit issues", file: file, line: line)
    XCTAssertEqual(leaks.map(\.description), [], "leaks", file: file, line: line)
  }

  private func step(
    _ label: String, file: StaticString, line: UInt, _ action: () throws -> Void
  ) {
    stepNumber += 1
    do {
      try action()
    } catch let error as UserActionError {
      XCTFail("\(label): \(error.message)", file: file, line: line)
    } catch {
      XCTFail("\(label): \(error)", file: file, line: line)
    }
    check(label, file: file, line: line)
  }

  private func check(_ label: String, file: StaticString, line: UInt) {
    window.lifetimeTracker.checkpoint("step \(stepNumber) (\(label))")
    guard checksEachStep else { return }
    XCTAssertEqual(issues, [], "UIKit issues after \(label)", file: file, line: line)
    XCTAssertEqual(leaks.map(\.description), [], "leaks after \(label)", file: file, line: line)
  }
}
