import HeadlessUIKit
import Townsquare

@testable import TownsquareCoordinator

/// A coordinator's surroundings in a unit test: the real domain, a tracker, and a router
/// factory that hands out ``RecordingRouter``s and keeps them for the test to inspect.
@MainActor
final class UnitContext {
  let environment: AppEnvironment
  private(set) var routers: [RecordingRouter] = []
  private(set) var context: CoordinatorContext!

  init(
    _ stores: PersistentStores? = .loggedIn(email: "ana@example.com")
  ) {
    environment = AppEnvironment(stores: stores ?? .onboarded)
    context = CoordinatorContext(
      environment: environment, tracker: UIWindow().lifetimeTracker,
      makeRouter: { [unowned self] root in
        let router = RecordingRouter(root: root)
        routers.append(router)
        return router
      })
  }

  /// A router standing for a parent's stack with `root` at its root, made outside the factory.
  func parentRouter(root: UIViewController) -> RecordingRouter {
    RecordingRouter(root: root)
  }
}

/// A screen standing for a parent's root in unit tests.
@MainActor
func placeholderScreen(_ name: String) -> UIViewController {
  let screen = UIViewController()
  screen.screenName = name
  return screen
}
