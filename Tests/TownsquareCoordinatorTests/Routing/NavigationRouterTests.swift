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
    window.setRootViewController(router.rootViewController)
    popped = []
  }

  private func push(_ name: String, observed: Bool = true) {
    router.push(
      placeholderScreen(name), animated: true,
      onPop: observed ? { [unowned self] in popped.append(name) } : nil)
  }

  func testBackGestureRunsTheCallbackOfThePoppedScreen() async throws {
    push("B")
    push("C")
    try window.userBackGesture()
    XCTAssertEqual(popped, ["C"])
    try window.userBackGesture()
    XCTAssertEqual(popped, ["C", "B"])
  }

  func testCancelledBackGestureRunsNothing() async throws {
    push("B")
    try window.userBackGesture(cancelled: true)
    XCTAssertEqual(popped, [])
    XCTAssertEqual(HierarchyNotation.render(window), "[A > B]")
  }

  func testPushingOverAnObservedScreenRunsNothing() async {
    push("B")
    push("C", observed: false)
    XCTAssertEqual(popped, [])
  }

  func testPopToRootRunsEveryPoppedScreensCallbackInPushOrder() async {
    push("B")
    push("C", observed: false)
    push("D")
    router.popToRoot(animated: true)
    XCTAssertEqual(popped, ["B", "D"])
  }

  func testANewStackRunsTheCallbacksOfTheScreensItDrops() async {
    push("B")
    router.setRoot([router.navigationController.viewControllers[0], placeholderScreen("E")])
    XCTAssertEqual(popped, ["B"])
  }

  func testACallbackRunsOnce() async throws {
    push("B")
    try window.userBackGesture()
    push("C")
    router.pop()
    XCTAssertEqual(popped, ["B", "C"])
  }

  func testTheRouterKeepsNoPoppedScreenAlive() async throws {
    weak var screen: UIViewController?
    do {
      let pushed = placeholderScreen("B")
      screen = pushed
      router.push(pushed, onPop: {})
    }
    try window.userBackGesture()
    XCTAssertNil(screen)
  }

  func testTransitionsNameTheRoutersCallerNotTheRouter() async {
    push("B")
    router.pop()
    router.setRoot([router.navigationController.viewControllers[0]])
    let sources = window.transitions.compactMap(\.source?.fileID)
    XCTAssertEqual(sources.count, 4)
    XCTAssertEqual(
      Set(sources), ["TownsquareCoordinatorTests/NavigationRouterTests.swift"])
  }
}
