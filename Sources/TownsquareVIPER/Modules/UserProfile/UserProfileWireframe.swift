import HeadlessUIKit

/// Assembles UserProfile for one user. It is built by whoever shows it (PostDetail's wireframe,
/// Feed's for a deep link) and navigates nowhere itself.
@MainActor
final class UserProfileWireframe: UserProfileWireframeInput {
  static func buildModule(dependencies: ModuleDependencies, userID: Int) -> UIViewController {
    let interactor = UserProfileInteractor(profiles: dependencies.environment.profile)
    let wireframe = UserProfileWireframe()
    let presenter = UserProfilePresenter(
      interactor: interactor, wireframe: wireframe, userID: userID)
    let view = UserProfileViewController(output: presenter, userID: userID)
    presenter.view = view
    dependencies.registerModule(
      presenter: presenter, interactor: interactor, wireframe: wireframe, viewController: view)
    return view
  }
}
