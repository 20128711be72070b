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
    window.setRootViewController(router.rootViewController)
    popped = []
  }

  private func push(_ name: String, observed: Bool = true, animated: Bool = true) {
    router.push(
      placeholderScreen(name), animated: animated,
      onPop: observed ? { [unowned self] in popped.append(name) } : nil)
  }

  func testTheBackGestureRunsThePoppedScreensCallback() async throws {
    push("B")
    push("C")
    try window.userBackGesture()
    XCTAssertEqual(popped, ["C"])
    try window.userBackGesture()
    XCTAssertEqual(popped, ["C", "B"])
  }

  /// UIKit: a cancelled interactive pop sends `willShow` but never `didShow`.
  func testACancelledBackGestureRunsNothing() async throws {
    push("B")
    try window.userBackGesture(cancelled: true)
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
    XCTAssertEqual(popped, ["B", "D"])
  }

  func testANewStackRunsTheCallbacksOfTheScreensItDropsOnly() async {
    let root = router.navigationController.viewControllers[0]
    push("B")
    router.setRoot([root, placeholderScreen("E")], animated: false) { [unowned self] in
      popped.append("E")
    }
    XCTAssertEqual(popped, ["B"])
    router.setRoot([root], animated: false, onPop: nil)
    XCTAssertEqual(popped, ["B", "E"])
  }

  func testTheRouterKeepsNoPoppedScreenAlive() async throws {
    var screen: UIViewController? = placeholderScreen("B")
    weak let released = screen
    router.push(screen!, animated: true) {}
    screen = nil
    try window.userBackGesture()
    XCTAssertNil(released)
  }
}
