import HeadlessUIKit

@testable import TownsquareVIPERCoordinator

/// A test double of ``Router``: it performs nothing in UIKit, records each call in the
/// hierarchy notation, and lets a test play the user (a back gesture, a tab re-tap, a
/// swipe-down), calling back as the real router and UIKit would.
@MainActor
final class RecordingRouter: Router {
  private(set) var calls: [String] = []
  /// The stack as the calls left it, bottom to top.
  private(set) var screens: [UIViewController]
  private(set) var presented: UIViewController?
  private var observers: [(screen: UIViewController, onPop: () -> Void)] = []
  /// When false, a dismissal stays in flight until ``endDismissal()``, as an animated one does
  /// in UIKit: its completion has not run yet.
  var endsDismissalsAtOnce = true
  private var dismissalsInFlight: [() -> Void] = []
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
    if let onPop { observers.append((screen, onPop)) }
    screens.append(screen)
  }

  func pop(animated: Bool) {
    calls.append("pop")
    if screens.count > 1 { drop(from: screens.count - 1) }
  }

  func popToRoot(animated: Bool) {
    calls.append("popToRoot")
    drop(from: 1)
  }

  func setStack(_ screens: [UIViewController], animated: Bool, onPop: (() -> Void)?) {
    calls.append("setStack " + HierarchyNotation.describeStack(screens))
    if let onPop, let top = screens.last { observers.append((top, onPop)) }
    let leaving = self.screens.filter { old in !screens.contains { $0 === old } }
    self.screens = screens
    notify(leaving)
  }

  func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
    calls.append("present " + HierarchyNotation.describe(controller))
    presented = controller
    completion?()
  }

  /// `completion` runs once the dismissal has ended: at once, or at ``endDismissal()``.
  func dismiss(animated: Bool, completion: (() -> Void)?) {
    calls.append(animated ? "dismiss" : "dismiss (unanimated)")
    presented = nil
    guard let completion else { return }
    if endsDismissalsAtOnce { completion() } else { dismissalsInFlight.append(completion) }
  }

  /// The dismissals in flight end: their completions run, in order.
  func endDismissal() {
    let completions = dismissalsInFlight
    dismissalsInFlight = []
    for completion in completions { completion() }
  }

  // MARK: Playing the user

  /// The system back gesture, completed.
  func userPopsTop() {
    if screens.count > 1 { drop(from: screens.count - 1) }
  }

  /// A re-tap of the tab.
  func userPopsToRoot() {
    drop(from: 1)
  }

  /// A user's swipe-down of the presented sheet: UIKit dismisses it, then tells the delegate.
  func userSwipesDownSheet() {
    guard let sheet = presented, let presentation = sheet.presentationController else { return }
    presented = nil
    presentation.delegate?.presentationControllerDidDismiss(presentation)
  }

  private func drop(from index: Int) {
    guard index < screens.count else { return }
    let leaving = Array(screens[index...])
    screens.removeSubrange(index...)
    notify(leaving)
  }

  private func notify(_ leaving: [UIViewController]) {
    let popped = observers.filter { observer in leaving.contains { $0 === observer.screen } }
    observers.removeAll { observer in leaving.contains { $0 === observer.screen } }
    for observer in popped { observer.onPop() }
  }
}
