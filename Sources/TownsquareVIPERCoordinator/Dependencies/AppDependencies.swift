import HeadlessUIKit
import Townsquare

/// What coordinators and module builders are made with, handed down the tree by each parent
/// (no globals): the app run's domain, the window's lifetime tracker (with which builders and
/// coordinators register what they create), and how to make a router for a new navigation
/// stack (coordinator tests pass one that records).
@MainActor
struct AppDependencies {
  typealias RouterFactory = @MainActor (_ rootScreen: UIViewController) -> any Router

  let environment: AppEnvironment
  let tracker: LifetimeTracker
  let makeRouter: RouterFactory

  init(
    environment: AppEnvironment, tracker: LifetimeTracker,
    makeRouter: RouterFactory? = nil
  ) {
    self.environment = environment
    self.tracker = tracker
    self.makeRouter = makeRouter ?? { NavigationRouter(rootViewController: $0) }
  }

  /// Registers `object` with the tracker: it should live exactly as long as `anchor` is in the
  /// window.
  func track(_ object: AnyObject, as role: ComponentRole, anchor: UIViewController) {
    tracker.register(object, role: role, anchor: .viewController(anchor))
  }

  /// A router for a new stack with `rootScreen` at its root, registered with the tracker.
  func makeTrackedRouter(root rootScreen: UIViewController) -> any Router {
    let router = makeRouter(rootScreen)
    track(router, as: .router, anchor: router.rootViewController)
    return router
  }
}
