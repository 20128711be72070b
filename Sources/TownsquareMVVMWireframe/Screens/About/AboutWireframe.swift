import HeadlessUIKit

/// Assembles About: a view controller only, as it has nothing to decide. It navigates nowhere
/// (a user leaves it with the back gesture), so nothing of it is kept once it is built.
@MainActor
enum AboutWireframe {
  static func buildModule(dependencies: ModuleDependencies) -> UIViewController {
    AboutViewController(versionText: dependencies.environment.settings.versionText)
  }
}
