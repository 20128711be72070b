import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareCoordinator

/// Runs the Coordinator variant as the harness does — an environment, a window, the app — and
/// acts on the window as a user would. After every step it checks what fails a scenario (any
/// UIKit warning or misuse, any leak), and it insists that each step is followed by an
/// `expect` of the whole hierarchy. `end()` finishes a test: the run must free every object.
@MainActor
final class AppDriver {
  /// One app run: what the harness makes at launch and drops at the end.
  @MainActor
  private struct Run {
    let environment: AppEnvironment
    let window: UIWindow
    let app: CoordinatorApp

    init(stores: PersistentStores, assumptions: UIKitAssumptions) {
      environment = AppEnvironment(stores: stores)
      window = UIWindow(assumptions: assumptions)
      app = CoordinatorApp(environment: environment, window: window)
      app.launch()
      window.runLoop.runUntilIdle()
    }
  }

  private var run: Run?
  let assumptions: UIKitAssumptions
  /// Off in tests that assert the issues, leaks and hierarchies themselves.
  let checksEachStep: Bool
  private var stepNumber = 0
  /// The last step after which no `expect` of the hierarchy has been made yet.
  private var unchecked: String?

  /// Launches over `stores`; checks each step unless told otherwise.
  init(
    _ stores: PersistentStores = .fresh, checksEachStep: Bool = true,
    assumptions: UIKitAssumptions = .defaults
  ) {
    self.assumptions = assumptions
    self.checksEachStep = checksEachStep
    run = Run(stores: stores, assumptions: assumptions)
    unchecked = "launch"
  }

  var environment: AppEnvironment { run!.environment }
  var window: UIWindow { run!.window }
  var app: CoordinatorApp { run!.app }

  /// Launched logged in as the seeded user with `email`.
  convenience init(
    loggedIn email: String, assumptions: UIKitAssumptions = .defaults
  ) {
    guard let stores = PersistentStores.loggedIn(email: email) else {
      preconditionFailure("\(email) is not a seeded user")
    }
    self.init(stores, assumptions: assumptions)
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
  /// The identified elements of the visible screen.
  var elements: [String] { window.visibleIdentifiers() }

  /// The text of element `id` on the visible screen, or a failure naming what is there.
  func text(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    do {
      return try window.displayedText(of: id)
    } catch {
      XCTFail(error.message, file: file, line: line)
      return nil
    }
  }

  // MARK: What the user does

  func tap(_ id: String, file: StaticString = #filePath, line: UInt = #line) {
    step("tap \(id)", file: file, line: line) { try window.userTap(id) }
  }

  /// Typing changes no screen, so it needs no `expect` after it.
  func type(_ id: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) {
    do {
      try window.userType(id, text: text)
    } catch {
      XCTFail("type \(id): \(error.message)", file: file, line: line)
    }
  }

  /// Types each field, then taps `button`.
  func submit(
    _ fields: KeyValuePairs<String, String>, with button: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for (id, text) in fields { type(id, text, file: file, line: line) }
    tap(button, file: file, line: line)
  }

  /// Types the credentials into Login and taps `login` (Ana by default).
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

  func swipeDown(cancelled: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
    step(cancelled ? "swipe-down cancelled" : "swipe-down", file: file, line: line) {
      try window.userSwipeDown(cancelled: cancelled)
    }
  }

  func tab(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
    step("tab \(name)", file: file, line: line) { try window.userTapTab(named: name) }
  }

  // MARK: What the system does

  func open(_ url: String, file: StaticString = #filePath, line: UInt = #line) {
    step("open \(url)", file: file, line: line) { app.open(url: url) }
  }

  func expireSession(file: StaticString = #filePath, line: UInt = #line) {
    step("expire-session", file: file, line: line) { app.handleSessionExpired() }
  }

  /// Ends this run as the harness does (checking that it frees everything) and starts a new
  /// one over the persisted stores.
  func relaunch(file: StaticString = #filePath, line: UInt = #line) {
    step("relaunch", file: file, line: line) {
      let stores = environment.persistentStores
      dropRun(file: file, line: line)
      run = Run(stores: stores, assumptions: assumptions)
    }
  }

  // MARK: What a test checks

  /// The whole window in the hierarchy notation.
  func expect(_ notation: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(hierarchy, notation, file: file, line: line)
    unchecked = nil
  }

  /// The coordinator tree, e.g. `App{Main{Home, Profile{Settings}}}`.
  func expectTree(_ tree: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(coordinatorTree, tree, "childCoordinators", file: file, line: line)
  }

  /// The transitions `body` caused, e.g. `push About`, `pop Settings (back gesture)`.
  func transitions(during body: () -> Void) -> [String] {
    let before = window.transitions.count
    body()
    return window.transitions.dropFirst(before).map(\.description)
  }

  /// No issue and no leak so far.
  func assertClean(file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(issues, [], "UIKit issues", file: file, line: line)
    XCTAssertEqual(leaks.map(\.description), [], "leaks", file: file, line: line)
  }

  /// The end of a test: the last step was checked, and ending the app frees every object.
  func end(file: StaticString = #filePath, line: UInt = #line) {
    if checksEachStep, let unchecked {
      XCTFail("no expect of the hierarchy after `\(unchecked)`", file: file, line: line)
    }
    dropRun(file: file, line: line)
  }

  private func step(
    _ label: String, file: StaticString, line: UInt, _ action: () throws -> Void
  ) {
    if checksEachStep, let unchecked {
      XCTFail("no expect of the hierarchy after `\(unchecked)`", file: file, line: line)
    }
    stepNumber += 1
    unchecked = label
    do {
      try action()
    } catch {
      XCTFail("\(label): \(error)", file: file, line: line)
    }
    guard let run else { return }
    // As the harness does, and a UI test: every animation ends before the next step.
    XCTAssertTrue(run.window.runLoop.runUntilIdle(), "still animating", file: file, line: line)
    run.window.lifetimeTracker.checkpoint("step \(stepNumber) (\(label))")
    guard checksEachStep else { return }
    XCTAssertEqual(issues, [], "UIKit issues after \(label)", file: file, line: line)
    XCTAssertEqual(leaks.map(\.description), [], "leaks after \(label)", file: file, line: line)
  }

  /// Drops the app and its window as the harness does: nothing of the run may stay alive.
  private func dropRun(file: StaticString, line: UInt) {
    guard let tracker = run?.window.lifetimeTracker else { return }
    tracker.markAppEnded(at: "end of run")
    weak let oldWindow = run?.window
    run = nil
    XCTAssertEqual(
      tracker.leaks().map(\.description), [], "alive after the app ended", file: file, line: line)
    XCTAssertNil(oldWindow, "the window outlived the app", file: file, line: line)
  }
}
