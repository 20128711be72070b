import HeadlessUIKit
import XCTest

@testable import TownsquareVIPERCoordinator

/// The router's pop callbacks against HeadlessUIKit's navigation controller in a window: where
/// the variant learns of pops no code of its own asked for.
@MainActor
final class NavigationRouterTests: XCTestCase {
  private var window: UIWindow!
  private var router: NavigationRouter!
  private var popped: [String] = []

  override func setUp() async throws {
    window = UIWindow()
    router = NavigationRouter(rootViewController: placeholderScreen("A"))
    window.rootViewController = router.rootViewController
    popped = []
  }

  private func push(_ name: String, observed: Bool = true, animated: Bool = true) {
    router.push(
      placeholderScreen(name), animated: animated,
      onPop: observed ? { [unowned self] in popped.append(name) } : nil)
    settle()
  }

  /// Lets every running animation end, as a user's next gesture waits for it.
  private func settle() {
    XCTAssertTrue(window.runLoop.runUntilIdle(), "still animating")
  }

  /// A push asked for while the router's last push still slides in is the second tap of a
  /// double tap (both taps land before the first push begins): it is dropped.
  func testASecondPushWhileTheFirstSlidesInIsDropped() async {
    router.push(placeholderScreen("B"), animated: true, onPop: nil)
    router.push(placeholderScreen("C"), animated: true, onPop: nil)
    settle()
    XCTAssertEqual(HierarchyNotation.render(window), "[A > B]")
    XCTAssertEqual(window.issues.map(\.description), [])
  }

  /// While a pop animates the stack is busy; a push waits for it, and its screen is watched
  /// once it is on the stack.
  func testAPushAskedForWhileAPopAnimatesWaitsForIt() async {
    push("B")
    router.pop(animated: true)
    router.push(placeholderScreen("C"), animated: true) { [unowned self] in popped.append("C") }
    settle()
    XCTAssertEqual(HierarchyNotation.render(window), "[A > C]")
    XCTAssertEqual(window.issues.map(\.description), [])
    router.pop(animated: true)
    settle()
    XCTAssertEqual(
      popped, ["B", "C"], "the waiting push's screen is watched once it is on the stack")
  }

  func testTheBackGestureRunsThePoppedScreensCallback() async throws {
    push("B")
    push("C")
    try window.userBackGesture()
    settle()
    XCTAssertEqual(popped, ["C"])
    try window.userBackGesture()
    settle()
    XCTAssertEqual(popped, ["C", "B"])
  }

  /// UIKit: a cancelled interactive pop sends `willShow` but never `didShow`.
  func testACancelledBackGestureRunsNothing() async throws {
    push("B")
    try window.userBackGesture(cancelled: true)
    settle()
    XCTAssertEqual(popped, [])
    XCTAssertEqual(HierarchyNotation.render(window), "[A > B]")
  }

  /// UIKit gives no `transitionCoordinator` for an unanimated change; the router compares the
  /// stack instead, so an unanimated pop is heard too.
  func testAnUnanimatedPopIsHeard() async {
    push("B", animated: false)
    router.pop(animated: false)
    XCTAssertEqual(popped, ["B"])
  }

  func testPopToRootRunsEveryPoppedCallbackInPushOrder() async {
    push("B")
    push("C", observed: false)
    push("D")
    router.popToRoot(animated: true)
    settle()
    XCTAssertEqual(popped, ["B", "D"])
  }

  func testANewStackRunsTheCallbacksOfTheScreensItDropsOnly() async {
    let root = router.navigationController.viewControllers[0]
    push("B")
    router.setStack([root, placeholderScreen("E")], animated: false) { [unowned self] in
      popped.append("E")
    }
    XCTAssertEqual(popped, ["B"])
    router.setStack([root], animated: false, onPop: nil)
    XCTAssertEqual(popped, ["B", "E"])
  }

  func testTheRouterKeepsNoPoppedScreenAlive() async throws {
    var screen: UIViewController? = placeholderScreen("B")
    weak let released = screen
    router.push(screen!, animated: true) {}
    screen = nil
    settle()
    try window.userBackGesture()
    settle()
    XCTAssertNil(released)
  }
}
