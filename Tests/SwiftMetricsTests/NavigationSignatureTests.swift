import XCTest

@testable import SwiftMetrics

/// Navigation is recognised by UIKit's signatures (argument labels), not by name alone, and a
/// property holds a navigation container only when that is its type.
final class NavigationSignatureTests: XCTestCase {
  private func reasons(_ source: String) -> [String] {
    let result = SwiftAnalyzer.analyze(sources: [("App/F.swift", source)], options: .init())
    return result.types.filter(\.navigationAware).map {
      "\($0.name): \($0.navigationReasons.joined(separator: "; "))"
    }
  }

  /// Every step keyword the parser looks for has its row in the vocabulary, and every step
  /// row the parser can tell by its name has its keyword.
  func testEveryStepKeywordHasItsVocabularyRow() {
    let keywords = Keyword.allCases.filter { Keyword.isNavigationStep($0.rawValue) }
    XCTAssertEqual(NavigationVocabulary.entries.map(\.keyword), keywords)
    for entry in NavigationVocabulary.entries {
      XCTAssertEqual(NavigationVocabulary.entry(entry.keyword.rawValue)?.keyword, entry.keyword)
    }
    let parsedByName = Vocabulary.rows.compactMap { row in
      row.step.map { $0.arguments == .pathOperation ? nil : row.name } ?? nil
    }
    XCTAssertEqual(Set(parsedByName), Set(keywords.map(\.spelling)))
  }

  /// By hand: AlertRouter makes 2 UIKit calls (`present(_:animated:)`, `dismiss(animated:…)`);
  /// the two `alert.present(type:…)`/`present(title:…)` are the app's alert helpers. Presenter
  /// calls `router?.dismiss(from:)` and `router?.present(self)` — wrappers — and is aware only
  /// because it holds a Router.
  func testNavigationCallsOfAppWrappersWithTheSameNameDoNotCount() {
    let source = """
      final class AlertRouter {
        weak var view: UIViewController?
        func show() {
          let alert = UIAlertController()
          view?.present(alert, animated: true)
          alert.present(type: .error, title: "t")
          alert.present(title: "a", message: "b") { _ in }
          view?.dismiss(animated: true, completion: nil)
        }
      }
      final class Presenter {
        var router: AlertRouter?
        func close() { router?.dismiss(from: self); router?.present(self) }
      }
      final class Helper {
        func f(_ pager: UIPageViewController) {
          pager.setViewControllers([UIViewController()], direction: .forward, animated: true)
          pager.present()
          pager.dismiss()
        }
      }
      """
    XCTAssertEqual(
      reasons(source),
      [
        "AlertRouter: calls dismiss(animated:completion:) ×1; "
          + "calls present(_:animated:completion:) ×1",
        "Presenter: holds AlertRouter",
      ])
  }

  /// By hand, one of each signature that counts, and three near misses that do not
  /// (`push(_:)`, `pushViewController` without `animated:`, `rootViewController:` as a label).
  func testEveryUIKitAndHeadlessSignatureCounts() {
    let source = """
      final class FlowCoordinator {
        let nav: UINavigationController
        let window: UIWindow
        let tabs: UITabBarController
        func go() {
          nav.pushViewController(UIViewController(), animated: true)
          nav.popToViewController(nav.viewControllers[0], animated: false)
          nav.popToRootViewController(animated: true)
          nav.setViewControllers([UIViewController()], animated: false)
          window.setRootViewController(nav, file: #fileID, line: #line)
          tabs.setSelectedIndex(1)
          tabs.viewControllers = [nav]
          nav.push(UIViewController())
          nav.pushViewController(UIViewController())
          _ = UINavigationController(rootViewController: UIViewController())
        }
      }
      """
    XCTAssertEqual(
      reasons(source),
      [
        "FlowCoordinator: calls popToRootViewController(animated:) ×1; "
          + "calls popToViewController(_:animated:) ×1; calls pushViewController(_:animated:) ×1; "
          + "calls setRootViewController(_:) ×1; calls setSelectedIndex(_:) ×1; "
          + "calls setViewControllers(_:animated:) ×1; assigns viewControllers ×1; "
          + "holds UINavigationController; holds UITabBarController"
      ])
  }

  /// By hand: RouterImp's `present(module, animated: true)` calls its own method (a router
  /// declaring `present`), its `rootController?.present(…)` UIKit's (the property is a
  /// UINavigationController) → 1. ItemCoordinator's two calls through its `router: Router`
  /// property reach the app's Router, its `screen.present(…)` a view controller → 1.
  /// ItemViewController is a view: its unqualified `present(_:animated:)` is UIKit's even
  /// though it declares a `present(alert:)` → 1. The protocol Router calls nothing.
  func testCallsThroughARouterPropertyOrToTheTypesOwnMethodAreNotUIKitCalls() {
    let source = """
      protocol Router { func present(_ module: UIViewController?, animated: Bool) }
      final class RouterImp: Router {
        private weak var rootController: UINavigationController?
        func present(_ module: UIViewController?) { present(module, animated: true) }
        func present(_ module: UIViewController?, animated: Bool) {
          rootController?.present(module!, animated: animated, completion: nil)
        }
      }
      final class ItemCoordinator {
        private let router: Router
        private let screen: ItemViewController
        func start(_ box: UIViewController) {
          router.present(box, animated: false)
          self.router.present(box, animated: false)
          screen.present(box, animated: true)
        }
      }
      final class ItemViewController: UIViewController {
        func present(alert: String) { present(UIAlertController(), animated: true) }
      }
      """
    XCTAssertEqual(
      reasons(source),
      [
        "ItemCoordinator: calls present(_:animated:completion:) ×1; holds Router",
        "ItemViewController: calls present(_:animated:completion:) ×1",
        "RouterImp: calls present(_:animated:completion:) ×1; holds UINavigationController",
      ])
  }

  /// Only Holder, ArrayHolder, Unwrapped and Observed hold a container; the closure, tuple,
  /// dictionary, metatype, computed and protocol-requirement properties do not.
  func testClosureTypedPropertyDoesNotHoldANavigationController() {
    let source = """
      final class TabbarController: UITabBarController {
        var onItemFlowSelect: ((UINavigationController) -> ())?
        var onView: (UINavigationController) -> Void = { _ in }
        var onAsync: (UINavigationController) async throws -> Void
        var pair: (UINavigationController, Int)?
        var byName: [String: UINavigationController] = [:]
        var kind: UINavigationController.Type?
        var both: (UINavigationController & Sendable)?
        var computed: UINavigationController? { nil }
      }
      protocol Routing { var nav: UINavigationController { get } }
      final class Holder { weak var nav: UINavigationController? }
      final class ArrayHolder { var stack: [UINavigationController]? = [] }
      final class Unwrapped { var nav: UIKit.UINavigationController! }
      final class Observed { var nav: UINavigationController? { didSet {} } }
      final class Made { lazy var nav = UINavigationController() }
      """
    XCTAssertEqual(
      reasons(source),
      [
        "ArrayHolder: holds UINavigationController", "Holder: holds UINavigationController",
        "Made: holds UINavigationController", "Observed: holds UINavigationController",
        "Unwrapped: holds UINavigationController",
      ])
  }
}
