import HeadlessUIKit
import Townsquare

@testable import TownsquareVIPER

/// The navigation VIPER's wireframe tests run against: a navigation controller, a tab bar and
/// a window whose overrides record each call a wireframe makes (`push PostDetail(3)`,
/// `select 1`, `setRoot [Login]`) and then apply it unanimated, so the next call sees the
/// state a user would. They sit in a headless window only because UIKit presents nothing from
/// a controller outside one.
@MainActor
final class NavigationDouble {
  /// The stack double: what a wireframe's screen sees as its `navigationController`.
  final class Stack: UINavigationController {
    var calls: [String] = []

    override func pushViewController(
      _ viewController: UIViewController, animated: Bool, file: String = #fileID,
      line: UInt = #line
    ) {
      calls.append("push \(HierarchyNotation.describe(viewController))")
      super.pushViewController(viewController, animated: false, file: file, line: line)
    }

    @discardableResult
    override func popViewController(
      animated: Bool, file: String = #fileID, line: UInt = #line
    ) -> UIViewController? {
      calls.append("pop")
      return super.popViewController(animated: false, file: file, line: line)
    }

    override func setViewControllers(
      _ viewControllers: [UIViewController], animated: Bool, file: String = #fileID,
      line: UInt = #line
    ) {
      calls.append("setViewControllers \(HierarchyNotation.describeStack(viewControllers))")
      super.setViewControllers(viewControllers, animated: false, file: file, line: line)
    }
  }

  /// The tab bar double: records each tab selection by index.
  final class Tabs: UITabBarController {
    var calls: [String] = []

    override var selectedIndex: Int {
      get { super.selectedIndex }
      set {
        calls.append("select \(newValue)")
        super.selectedIndex = newValue
      }
    }
  }

  /// The window double: records each root swap in the hierarchy notation.
  final class Window: UIWindow {
    var calls: [String] = []

    override var rootViewController: UIViewController? {
      get { super.rootViewController }
      set {
        calls.append("setRoot " + (newValue.map(HierarchyNotation.describe) ?? "nil"))
        super.rootViewController = newValue
      }
    }
  }

  let window = Window()
  let environment: AppEnvironment

  init(stores: PersistentStores = PersistentStores.loggedIn(email: "ana@example.com")!) {
    environment = AppEnvironment(stores: stores)
  }

  /// What the modules a wireframe builds are built with.
  var dependencies: ModuleDependencies {
    ModuleDependencies(environment: environment, lifetimeTracker: window.lifetimeTracker)
  }

  /// A placeholder for the wireframe's own screen, named as the notation writes it.
  static func screen(_ name: String) -> UIViewController {
    let screen = UIViewController()
    screen.screenName = name
    return screen
  }

  /// Puts `screens` in a stack double at the window's root and forgets the calls that took.
  func stack(_ screens: UIViewController...) -> Stack {
    let stack = Stack(rootViewController: screens[0])
    if screens.count > 1 { stack.setViewControllers(screens, animated: false) }
    show(stack)
    stack.calls = []
    return stack
  }

  /// Puts `controller` at the window's root and forgets the calls that took.
  func show(_ controller: UIViewController) {
    window.rootViewController = controller
    window.makeKeyAndVisible()
    settle()
    window.calls = []
  }

  /// Lets every running animation end (a presentation, a dismissal).
  func settle() {
    window.runLoop.runUntilIdle()
  }

  /// The window as the notation writes it, once animations have ended.
  var hierarchy: String {
    settle()
    return HierarchyNotation.render(window)
  }

  /// Misuses and warnings UIKit would log; none in a correct app.
  var issues: [String] { window.issues.map { "\($0)" } }
}
