import HeadlessUIKit

/// Assembles UserProfile for one user, for whichever coordinator shows it.
@MainActor
enum UserProfileBuilder {
  static func build(dependencies: AppDependencies, userID: Int) -> UIViewController {
    let presenter = UserProfilePresenter(
      interactor: dependencies.environment.profile, userID: userID)
    let view = UserProfileViewController(output: presenter, userID: userID)
    presenter.view = view
    dependencies.track(presenter, as: .presenter, anchor: view)
    return view
  }
}
