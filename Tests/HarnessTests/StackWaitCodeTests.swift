import XCTest

@testable import Harness

/// The rule behind "needed only under `stackChangeDuringTransition = refused`", read through
/// the analyser.
final class StackWaitCodeTests: XCTestCase {
  func testOnlyCallsOfAWaitHelperThatChangeAStackCount() {
    let helpers =
      ("""
      extension UINavigationController {
        func whenIdle(_ change: @escaping (UINavigationController) -> Void) {
          guard let coordinator = transitionCoordinator else { return change(self) }
          coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.whenIdle(change) }
        }
      }
      extension UIWindow {
        func afterSheet(_ action: @escaping () -> Void) {
          guard let coordinator = rootViewController?.transitionCoordinator else { return action() }
          coordinator.animate(alongsideTransition: nil) { _ in action() }
        }
      }
      """)
    let wireframe =
      ("""
      final class FeedWireframe {
        func open() {
          navigationController.whenIdle {
            $0.pushViewController(detail, animated: true)
          }
          navigationController.whenIdle { _ in log("idle") }
          window.afterSheet { root.dismiss(animated: false) }
          navigationController.pushViewController(other, animated: true)
          // navigationController.whenIdle { $0.popViewController(animated: true) }
          log("whenIdle { $0.popViewController(animated: true) }")
        }
      }
      """)
    let code = StackWaitCode.measure(
      variant: "V", files: [("Helpers.swift", helpers), ("FeedWireframe.swift", wireframe)])
    XCTAssertEqual(code.helpers.map(\.name), ["whenIdle"], "afterSheet guards no stack change")
    // The commented-out call and the one in a string are no calls.
    XCTAssertEqual(code.guardedChanges.map(\.line), [3])
    XCTAssertEqual(code.callLines, 3)
    XCTAssertEqual(code.helperLines, 4)
    XCTAssertEqual(code.files, 1)
  }

  /// The same rule finds something in every variant (each waits for its stacks somewhere).
  func testEveryVariantIsMeasured() {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    for variant in VariantRegistry.all {
      let code = StackWaitCode.measure(variant, root: root)
      XCTAssertNotNil(code, variant.name)
      XCTAssertFalse(code?.guardedChanges.isEmpty ?? true, variant.name)
    }
  }
}
