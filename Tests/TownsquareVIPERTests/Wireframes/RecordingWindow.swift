import HeadlessUIKit
import Townsquare
import XCTest

@testable import TownsquareVIPER

/// The recording navigation VIPER's wireframe tests run against: a headless window whose
/// transition log says what each wireframe call pushed, presented, dismissed or swapped, and
/// whose run loop lets animations end (as a UI test waits for them).
@MainActor
final class RecordingWindow {
  let environment: AppEnvironment
  let window = UIWindow()
  private var seen = 0

  init(stores: PersistentStores = PersistentStores.loggedIn(email: "ana@example.com")!) {
    environment = AppEnvironment(stores: stores)
  }

  var dependencies: ModuleDependencies {
    ModuleDependencies(environment: environment, lifetimeTracker: window.lifetimeTracker)
  }

  /// Shows `screen` at the root of a navigation stack in the window.
  func show(inStack screen: UIViewController) {
    window.rootViewController = UINavigationController(rootViewController: screen)
    window.makeKeyAndVisible()
    settle()
  }

  /// Lets every running animation end.
  func settle() {
    window.runLoop.runUntilIdle()
  }

  /// The transitions since the last call, as the log writes them (`push PostDetail(3)`).
  func newTransitions() -> [String] {
    settle()
    let all = window.transitions.map(\.description)
    defer { seen = all.count }
    return Array(all.dropFirst(seen))
  }

  var hierarchy: String { HierarchyNotation.render(window) }

  /// Misuses and warnings UIKit would log; none in a correct app.
  var issues: [String] { window.issues.map { "\($0)" } }

  /// The wireframe a module was built with. VIPER's builders hand out only the view (and the
  /// module input), and keep the wireframe private to the presenter, so a test reaches it
  /// through the view's presenter by reflection.
  static func wireframe<Wireframe>(
    of view: UIViewController, as type: Wireframe.Type, file: StaticString = #filePath,
    line: UInt = #line
  ) throws -> Wireframe {
    try XCTUnwrap(
      Mirror(reflecting: view).descendant("output", "wireframe") as? Wireframe,
      "no \(Wireframe.self) behind \(view)", file: file, line: line)
  }
}
