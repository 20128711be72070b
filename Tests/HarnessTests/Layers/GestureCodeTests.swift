import XCTest

@testable import Harness

/// The code a variant has only for system gestures, found by declaration name through the
/// analyser.
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

  private let sheet = #"""
    final class EditProfileCoordinator: UIAdaptivePresentationControllerDelegate {
      // func presentationControllerWillDismiss(_ controller: UIPresentationController) {
      let help = """
        func observePop() {
        """

      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        finish(with: .cancelled)
      }

      func finish(with result: Result) { onFinish?(result) }
    }
    """#

  func testTheCallbacksAndThePopBookkeepingAreCountedWithTheirBodies() {
    let found = GestureCode.scan(router, file: "R.swift")
    XCTAssertEqual(
      found.map(\.name),
      ["PopObserver", "navigationController(_:didShow:animated:)", "notifyPoppedScreens"])
    XCTAssertEqual(found.map(\.line), [3, 12, 20])
    // Signature to closing brace, the comment left out; a brace in a string is no brace.
    XCTAssertEqual(found.map(\.codeLines), [4, 6, 4])
    XCTAssertFalse(found.contains { $0.name == "push" }, "code pops are not gestures")
  }

  /// A callback written in a comment or a string is no declaration; the analyser's lexer
  /// tells them apart.
  func testCommentsAndStringsDeclareNothing() {
    let found = GestureCode.scan(sheet, file: "E.swift")
    XCTAssertEqual(found.map(\.name), ["presentationControllerDidDismiss"])
    XCTAssertEqual(found.first?.line, 7)
    XCTAssertEqual(found.first?.codeLines, 3)
  }

  func testCodeWithoutGestureCallbacksHasNone() {
    let found = GestureCode.scan(
      "final class FeedWireframe {\n  func showPost() { view?.push(Post()) }\n}\n", file: "F.swift")
    XCTAssertTrue(found.isEmpty)
  }
}
