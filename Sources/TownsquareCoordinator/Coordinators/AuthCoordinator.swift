import HeadlessUIKit
import Townsquare

/// Login, with ForgotPassword and SignUp pushed on Login's own navigation stack.
///
/// Result style: **completion** — `onFinish` runs once a user is logged in (by a login or a
/// sign-up); the session is already saved, so it carries nothing.
@MainActor
final class AuthCoordinator: Coordinator {
  var onFinish: (() -> Void)?
  var childCoordinators: [any Coordinator] = []
  private let context: CoordinatorContext
  private let notice: String
  private var router: (any Router)?
  private weak var login: LoginViewModel?

  /// `notice` is what Login says on arrival ("Session expired", or nothing).
  init(notice: String = "", context: CoordinatorContext) {
    self.notice = notice
    self.context = context
  }

  /// The Login stack, for the parent to make the window's root; nil until `start()`.
  var rootViewController: UIViewController? { router?.rootViewController }

  func start() {
    let loginScreen = makeLogin()
    let router = context.makeTrackedRouter(root: loginScreen)
    context.track(self, as: .coordinator, anchor: router.rootViewController)
    self.router = router
  }

  /// Nothing of its own outlives the root swap that follows.
  func finish() {
    finishChildren()
  }

  private func showForgotPassword(email: String) {
    let viewModel = ForgotPasswordViewModel(auth: context.environment.auth, email: email)
    let screen = ForgotPasswordViewController(viewModel: viewModel)
    viewModel.onSent = { [weak self] notice in
      guard let self else { return }
      router?.pop()
      login?.showNotice(notice)
    }
    context.track(viewModel, as: .viewModel, anchor: screen)
    router?.push(screen)
  }

  private func showSignUp() {
    let viewModel = SignUpViewModel(auth: context.environment.auth)
    let screen = SignUpViewController(viewModel: viewModel)
    viewModel.onSignedUp = { [weak self] _ in self?.onFinish?() }
    context.track(viewModel, as: .viewModel, anchor: screen)
    router?.push(screen)
  }

  private func makeLogin() -> UIViewController {
    let viewModel = LoginViewModel(auth: context.environment.auth, notice: notice)
    let screen = LoginViewController(viewModel: viewModel)
    viewModel.onLoggedIn = { [weak self] _ in self?.onFinish?() }
    viewModel.onForgotPassword = { [weak self] email in self?.showForgotPassword(email: email) }
    viewModel.onSignUp = { [weak self] in self?.showSignUp() }
    context.track(viewModel, as: .viewModel, anchor: screen)
    login = viewModel
    return screen
  }
}
