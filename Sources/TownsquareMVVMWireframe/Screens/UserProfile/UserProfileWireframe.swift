import HeadlessUIKit

/// Assembles UserProfile for one user. It is built by whoever shows it (PostDetail's wireframe,
/// Feed's for a deep link) and navigates nowhere itself.
@MainActor
enum UserProfileWireframe {
  static func buildModule(dependencies: ModuleDependencies, userID: Int) -> UIViewController {
    let viewModel = UserProfileViewModel(profile: dependencies.environment.profile, userID: userID)
    let view = UserProfileViewController(viewModel: viewModel)
    dependencies.registerModule(viewModel: viewModel, wireframe: nil, viewController: view)
    return view
  }
}
