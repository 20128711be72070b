import HeadlessUIKit
import Townsquare

@testable import TownsquareVIPERCoordinator

/// A coordinator's surroundings in a unit test: the real domain and modules, a tracker, and a
/// router factory that hands out ``RecordingRouter``s and keeps them for the test to inspect.
@MainActor
final class UnitDependencies {
  let environment: AppEnvironment
  private(set) var routers: [RecordingRouter] = []
  private(set) var dependencies: AppDependencies!

  init(
    _ stores: PersistentStores = .loggedIn(email: "ana@example.com")!
  ) {
    environment = AppEnvironment(stores: stores)
    dependencies = AppDependencies(
      environment: environment, tracker: UIWindow().lifetimeTracker,
      makeRouter: { [unowned self] root in
        let router = RecordingRouter(root: root)
        routers.append(router)
        return router
      })
  }
}

/// A screen standing for a parent's root in unit tests.
@MainActor
func placeholderScreen(_ name: String) -> UIViewController {
  let screen = UIViewController()
  screen.screenName = name
  return screen
}

/// The text of the label or field `id` in `screen`'s view tree (loading the view), as a user
/// would read it; nil when there is none.
@MainActor
func displayedText(_ id: String, on screen: UIViewController?) -> String? {
  func find(in view: UIView) -> UIView? {
    if view.accessibilityIdentifier == id { return view }
    return view.subviews.lazy.compactMap(find).first
  }
  guard let view = screen?.view, let element = find(in: view) else { return nil }
  switch element {
  case let label as UILabel: return label.text
  case let field as UITextField: return field.text
  default: return nil
  }
}
