import HeadlessUIKit
import Townsquare

/// What every module builder needs, passed down from wireframe to wireframe (no globals): the
/// app run's domain and the window's lifetime tracker, with which each builder registers the
/// components it creates.
@MainActor
struct ModuleDependencies {
  let environment: AppEnvironment
  let lifetimeTracker: LifetimeTracker

  func register(_ component: AnyObject, as role: ComponentRole, anchor: LifetimeTracker.Anchor) {
    lifetimeTracker.register(component, role: role, anchor: anchor)
  }

  /// Registers a module's own components, anchored to the module's view controller, whose
  /// presence in the window is what justifies their life. Its interactors are the app's shared
  /// ones, which outlive every module; a module that navigates nowhere has no wireframe object.
  func registerModule(
    viewModel: AnyObject, wireframe: AnyObject?, viewController: UIViewController
  ) {
    register(viewModel, as: .viewModel, anchor: .viewController(viewController))
    if let wireframe {
      register(wireframe, as: .wireframe, anchor: .viewController(viewController))
    }
  }
}
