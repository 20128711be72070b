import XCTest

@testable import Harness

/// The code a variant has only for system gestures, found by declaration name.
final class GestureCodeTests: XCTestCase {
  private let router = """
    final class NavigationRouter: Router, UINavigationControllerDelegate {
      /// Watched screens.
      private struct PopObserver {
        weak var screen: UIViewController?
        let onPop: () -> Void
      }

      func push(_ screen: UIViewController, animated: Bool) {
        navigationController.pushViewController(screen, animated: animated)
      }

      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
      ) {
        // Which screens left the stack.
        notifyPoppedScreens()
      }

      private func notifyPoppedScreens() {
        let stack = navigationController.viewControllers
        print("{", stack)
      }
    }
    """

  private let sheet = """
    final class EditProfileCoordinator: UIAdaptivePresentationControllerDelegate {
      func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        guard dependencies.isPlanted(.cleanupInWillDismiss) else { return }
        onFinish?(.cancelled)
      }

      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        finish(with: .cancelled)
      }

      func finish(with result: Result) { onFinish?(result) }
    }
    """

  func testTheCallbacksAndThePopBookkeepingAreCountedWithTheirBodies() {
    let found = GestureCode.scan(router, file: "R.swift")
    XCTAssertEqual(
      found.counted.map(\.name),
      ["PopObserver", "navigationController(_:didShow:animated:)", "notifyPoppedScreens"])
    XCTAssertEqual(found.counted.map(\.line), [3, 12, 20])
    // Signature to closing brace, the comment left out; a brace in a string is no brace.
    XCTAssertEqual(found.counted.map(\.codeLines), [4, 6, 4])
    XCTAssertFalse(found.counted.contains { $0.name == "push" }, "code pops are not gestures")
  }

  func testACallbackThatExistsOnlyForAPlantedFaultIsListedApart() {
    let found = GestureCode.scan(sheet, file: "E.swift")
    XCTAssertEqual(found.counted.map(\.name), ["presentationControllerDidDismiss"])
    XCTAssertEqual(found.counted.first?.codeLines, 3)
    XCTAssertEqual(found.planted.map(\.name), ["presentationControllerWillDismiss"])
  }

  func testCodeWithoutGestureCallbacksHasNone() {
    let found = GestureCode.scan(
      "final class FeedWireframe {\n  func showPost() { view?.push(Post()) }\n}\n", file: "F.swift")
    XCTAssertTrue(found.counted.isEmpty)
    XCTAssertTrue(found.planted.isEmpty)
  }
}
