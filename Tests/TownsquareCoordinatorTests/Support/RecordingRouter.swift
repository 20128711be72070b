import HeadlessUIKit

@testable import TownsquareCoordinator

/// A mock Router, as coordinator tests are written without UI: it performs nothing, records
/// each call in the hierarchy notation, and lets a test play the user (a back gesture, a
/// swipe-down) by calling back exactly as the real router or UIKit would.
@MainActor
final class RecordingRouter: Router {
  private(set) var calls: [String] = []
  /// The stack as the calls left it, bottom to top.
  private(set) var screens: [UIViewController]
  /// What is presented through this router, if anything.
  private(set) var presented: UIViewController?
  private var popObservers: [(screen: UIViewController, onPop: () -> Void)] = []
  /// Stands for the navigation controller a parent embeds or presents.
  let rootViewController: UIViewController

  init(root: UIViewController) {
    screens = [root]
    rootViewController = UINavigationController(rootViewController: root)
  }

  var stack: String { HierarchyNotation.describeStack(screens) }
  var top: UIViewController? { screens.last }

  func push(_ screen: UIViewController, animated: Bool, onPop: (() -> Void)?) {
    calls.append("push \(screen.notationName)")
    if let onPop { popObservers.append((screen, onPop)) }
    screens.append(screen)
  }

  func pop(animated: Bool) {
    calls.append("pop")
    if screens.count > 1 { removeScreens(from: screens.count - 1) }
  }

  func popToRoot(animated: Bool) {
    calls.append("popToRoot")
    removeScreens(from: 1)
  }

  func setStack(_ screens: [UIViewController], animated: Bool, onPop: (() -> Void)?) {
    calls.append("setStack " + HierarchyNotation.describeStack(screens))
    if let onPop, let top = screens.last { popObservers.append((top, onPop)) }
    let leaving = self.screens.filter { old in !screens.contains { $0 === old } }
    self.screens = screens
    notifyPopped(leaving)
  }

  func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    calls.append("present " + HierarchyNotation.describe(controller))
    presented = controller
    completion?()
  }

  func dismiss(animated: Bool, completion: (() -> Void)?) {
    calls.append("dismiss")
    presented = nil
    completion?()
  }

  // MARK: Playing the user

  /// The system back gesture, completed: the top screen goes without any code asking.
  func userPopsTop() {
    guard screens.count > 1 else { return }
    removeScreens(from: screens.count - 1)
  }

  /// A re-tap of the tab: the stack goes back to its root without any code asking.
  func userPopsToRoot() {
    removeScreens(from: 1)
  }

  /// A user's swipe-down of the presented sheet: UIKit dismisses it, then tells the delegate.
  func userSwipesDownSheet() {
    guard let sheet = presented, let presentation = sheet.presentationController else { return }
    presented = nil
    presentation.delegate?.presentationControllerDidDismiss(presentation)
  }

  private func removeScreens(from index: Int) {
    guard index < screens.count else { return }
    let leaving = Array(screens[index...])
    screens.removeSubrange(index...)
    notifyPopped(leaving)
  }

  private func notifyPopped(_ leaving: [UIViewController]) {
    let popped = popObservers.filter { observer in leaving.contains { $0 === observer.screen } }
    popObservers.removeAll { observer in leaving.contains { $0 === observer.screen } }
    for observer in popped { observer.onPop() }
  }
}
