import HeadlessUIKit
import XCTest

@testable import TownsquareCoordinator

/// The router's pop callbacks against HeadlessUIKit's navigation controller in a window: the
/// one place the variant learns of pops no code of its own asked for.
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

  private func push(_ name: String, observed: Bool = true) {
    router.push(
      placeholderScreen(name), animated: true,
      onPop: observed ? { [unowned self] in popped.append(name) } : nil)
  }

  /// Lets every animation end, as a user waits before the next gesture.
  private func settle() {
    XCTAssertTrue(window.runLoop.runUntilIdle())
  }

  func testBackGestureRunsTheCallbackOfThePoppedScreen() async throws {
    push("B")
    settle()
    push("C")
    settle()
    try window.userBackGesture()
    settle()
    XCTAssertEqual(popped, ["C"])
    try window.userBackGesture()
    settle()
    XCTAssertEqual(popped, ["C", "B"])
  }

  /// A push asked for while the router's last push still slides in is the second tap of a
  /// double tap (both taps land before the first push begins): it is dropped.
  func testASecondPushWhileTheFirstSlidesInIsDropped() async {
    push("B")
    push("C")
    settle()
    XCTAssertEqual(HierarchyNotation.render(window), "[A > B]")
    XCTAssertEqual(window.issues, [])
  }

  /// While a pop animates, a push waits for it (UIKit's stack is busy).
  func testAPushWhileAPopAnimatesWaitsForIt() async {
    push("B")
    settle()
    router.pop(animated: true)
    push("C")
    XCTAssertEqual(HierarchyNotation.render(window), "[A]")
    settle()
    XCTAssertEqual(HierarchyNotation.render(window), "[A > C]")
    XCTAssertEqual(window.issues, [])
    XCTAssertEqual(popped, ["B"], "the pop's didShow does not take C for popped")
  }

  func testCancelledBackGestureRunsNothing() async throws {
    push("B")
    settle()
    try window.userBackGesture(cancelled: true)
    settle()
    XCTAssertEqual(popped, [])
    XCTAssertEqual(HierarchyNotation.render(window), "[A > B]")
  }

  func testPushingOverAnObservedScreenRunsNothing() async {
    push("B")
    settle()
    push("C", observed: false)
    XCTAssertEqual(popped, [])
  }

  func testPopToRootRunsEveryPoppedScreensCallbackInPushOrder() async {
    push("B")
    settle()
    push("C", observed: false)
    settle()
    push("D")
    settle()
    router.popToRoot(animated: true)
    settle()
    XCTAssertEqual(popped, ["B", "D"])
  }

  /// `setStack` is unanimated by default, and UIKit gives an unanimated change no transition
  /// coordinator: the router must find the dropped screens without one.
  func testANewStackRunsTheCallbacksOfTheScreensItDrops() async {
    push("B")
    settle()
    router.setStack([router.navigationController.viewControllers[0], placeholderScreen("E")])
    XCTAssertNil(router.navigationController.transitionCoordinator)
    XCTAssertEqual(popped, ["B"])
  }

  func testACallbackRunsOnce() async throws {
    push("B")
    settle()
    try window.userBackGesture()
    settle()
    push("C")
    router.pop()
    settle()
    XCTAssertEqual(popped, ["B", "C"])
  }

  func testTheRouterKeepsNoPoppedScreenAlive() async throws {
    weak var screen: UIViewController?
    do {
      let pushed = placeholderScreen("B")
      screen = pushed
      router.push(pushed, onPop: {})
    }
    settle()
    try window.userBackGesture()
    settle()
    XCTAssertNil(screen)
  }
}
