/// Login's presentation logic; also the output of the two modules Login opens: ForgotPassword
/// (its notice lands here) and SignUp (its new account is an authentication like a login).
@MainActor
final class LoginPresenter {
  weak var view: (any LoginViewInput)?
  private let interactor: any LoginInteractorInput
  private let wireframe: any LoginWireframeInput
  private weak var moduleOutput: (any LoginModuleOutput)?
  /// What Login says on arrival: "Session expired", or nothing.
  private let notice: String

  init(
    interactor: any LoginInteractorInput, wireframe: any LoginWireframeInput,
    moduleOutput: any LoginModuleOutput, notice: String
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
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
      moduleOutput?.loginModuleDidAuthenticate()
    } catch {
      view?.display(error: error.message)
    }
  }

  func didTapForgotPassword(email: String) {
    wireframe.openForgotPassword(prefilledEmail: email, output: self)
  }

  func didTapSignUp() {
    wireframe.openSignUp(output: self)
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
