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

  /// UIKit refuses to push onto a stack that is still animating; the router waits for the
  /// running transition to end instead, so a quick second tap still lands.
  func testAPushAskedForWhileAPushAnimatesWaitsForIt() async {
    router.push(placeholderScreen("B"), animated: true, onPop: nil)
    router.push(placeholderScreen("C"), animated: true) { [unowned self] in popped.append("C") }
    settle()
    XCTAssertEqual(HierarchyNotation.render(window), "[A > B > C]")
    XCTAssertEqual(window.issues.map(\.description), [])
    router.pop(animated: true)
    settle()
    XCTAssertEqual(popped, ["C"], "the waiting push's screen is watched once it is on the stack")
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
