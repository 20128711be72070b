/// Login's presentation logic; also the output of the two modules Login opens: ForgotPassword
/// (its notice lands here) and SignUp (its new account is an authentication like a login).
@MainActor
final class LoginPresenter {
  weak var view: (any LoginViewInput)?
  private let interactor: any LoginInteractorInput
  private let wireframe: any LoginWireframeInput
  private weak var moduleOutput: (any LoginModuleOutput)?
  private let afterSessionExpiry: Bool

  init(
    interactor: any LoginInteractorInput, wireframe: any LoginWireframeInput,
    moduleOutput: any LoginModuleOutput, afterSessionExpiry: Bool
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
    self.afterSessionExpiry = afterSessionExpiry
  }
}

extension LoginPresenter: LoginViewOutput {
  func viewIsReady() {
    view?.display(error: "")
    view?.display(notice: afterSessionExpiry ? interactor.sessionExpiredNotice : "")
  }

  func didTapLogin(email: String, password: String) {
    interactor.logIn(email: email, password: password)
  }

  func didTapForgotPassword(email: String) {
    wireframe.openForgotPassword(prefilledEmail: email, output: self)
  }

  func didTapSignUp() {
    wireframe.openSignUp(output: self)
  }
}

extension LoginPresenter: LoginInteractorOutput {
  func didLogIn() {
    moduleOutput?.loginModuleDidAuthenticate()
  }

  func didFailToLogIn(message: String) {
    view?.display(error: message)
  }
}

extension LoginPresenter: ForgotPasswordModuleOutput {
  func forgotPasswordModule(didSendResetNotice notice: String) {
    view?.display(notice: notice)
  }
}

extension LoginPresenter: SignUpModuleOutput {
  func signUpModuleDidCreateAccount() {
    moduleOutput?.loginModuleDidAuthenticate()
  }
}
