import HeadlessUIKit

/// Login, with ForgotPassword and SignUp pushed on Login's own navigation stack.
///
/// Result style: **completion** — `onFinish` runs once a user is logged in (by a login or a
/// sign-up); the session is already saved, so it carries nothing.
@MainActor
final class AuthCoordinator: Coordinator {
  var onFinish: (() -> Void)?
  var childCoordinators: [any Coordinator] = []
  private let dependencies: AppDependencies
  private let notice: String
  private var router: (any Router)?
  /// Weak: the Login screen owns its module.
  private weak var login: (any LoginModuleInput)?

  /// `notice` is what Login says on arrival ("Session expired", or nothing).
  init(notice: String = "", dependencies: AppDependencies) {
    self.notice = notice
    self.dependencies = dependencies
  }

  /// The Login stack, for the parent to make the window's root; nil until `start()`.
  var rootViewController: UIViewController? { router?.rootViewController }

  func start() {
    let module = LoginBuilder.build(dependencies: dependencies, notice: notice, output: self)
    let router = dependencies.makeTrackedRouter(root: module.view)
    dependencies.track(self, as: .coordinator, anchor: router.rootViewController)
    self.router = router
    login = module.input
  }

  /// Nothing of its own outlives the root swap that follows.
  func finish() {
    finishChildren()
  }
}

extension AuthCoordinator: LoginModuleOutput {
  func loginModuleDidLogIn() {
    onFinish?()
  }

  func loginModuleDidRequestPasswordReset(email: String) {
    router?.push(
      ForgotPasswordBuilder.build(dependencies: dependencies, prefilledEmail: email, output: self))
  }

  func loginModuleDidRequestSignUp() {
    router?.push(SignUpBuilder.build(dependencies: dependencies, output: self))
  }
}

extension AuthCoordinator: ForgotPasswordModuleOutput {
  /// Back to Login, which says where the link went.
  func forgotPasswordModule(didSendResetNotice notice: String) {
    router?.pop()
    login?.show(notice: notice)
  }
}

extension AuthCoordinator: SignUpModuleOutput {
  func signUpModuleDidSignUp() {
    onFinish?()
  }
}
