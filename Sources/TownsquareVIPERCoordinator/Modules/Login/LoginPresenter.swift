/// Logs in, shows why a login failed, and reports the user's requests to its coordinator.
@MainActor
final class LoginPresenter {
  weak var view: (any LoginViewInput)?
  private let interactor: any LoginInteractorInput
  private weak var output: (any LoginModuleOutput)?
  /// What Login says on arrival: "Session expired", or nothing.
  private var notice: String

  init(interactor: any LoginInteractorInput, output: any LoginModuleOutput, notice: String) {
    self.interactor = interactor
    self.output = output
    self.notice = notice
  }
}

extension LoginPresenter: LoginViewOutput {
  func viewIsReady() {
    view?.display(error: "")
    view?.display(notice: notice)
  }

  func didTapLogin(email: String, password: String) {
    do {
      _ = try interactor.login(email: email, password: password)
      output?.loginModuleDidLogIn()
    } catch {
      view?.display(error: error.message)
    }
  }

  func didTapForgotPassword(email: String) {
    output?.loginModuleDidRequestPasswordReset(email: email)
  }

  func didTapSignUp() {
    output?.loginModuleDidRequestSignUp()
  }
}

extension LoginPresenter: LoginModuleInput {
  func show(notice: String) {
    self.notice = notice
    view?.display(notice: notice)
  }
}
