import HeadlessUIKit
import Townsquare

@testable import TownsquareMVVMWireframe

/// What a screen's view model or wireframe is built with in a unit test: the real in-memory
/// domain (its interactors, where a test needs no double) and a tracker of its own.
@MainActor
struct UnitModule {
  let environment: AppEnvironment
  let dependencies: ModuleDependencies

  init(_ stores: PersistentStores = PersistentStores.loggedIn(email: "ana@example.com")!) {
    environment = AppEnvironment(stores: stores)
    dependencies = ModuleDependencies(
      environment: environment, lifetimeTracker: UIWindow().lifetimeTracker)
  }

  /// A screen standing for the one a wireframe navigates from.
  static func placeholder(_ name: String) -> UIViewController {
    let screen = UIViewController()
    screen.screenName = name
    return screen
  }
}
