import HeadlessUIKit

/// Assembles UserProfile for one user. It is built by whoever shows it (PostDetail's wireframe,
/// Feed's for a deep link) and navigates nowhere itself.
@MainActor
enum UserProfileWireframe {
  static func buildModule(dependencies: ModuleDependencies, userID: Int) -> UIViewController {
    let presenter = UserProfilePresenter(
      interactor: dependencies.environment.profile, userID: userID)
    let view = UserProfileViewController(output: presenter, userID: userID)
    presenter.view = view
    dependencies.registerModule(presenter: presenter, wireframe: nil, viewController: view)
    return view
  }
}
