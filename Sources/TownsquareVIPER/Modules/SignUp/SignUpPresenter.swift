/// Shows the first broken rule, or reports the new account to the module output.
@MainActor
final class SignUpPresenter {
  weak var view: (any SignUpViewInput)?
  private let interactor: any SignUpInteractorInput
  private weak var moduleOutput: (any SignUpModuleOutput)?

  init(interactor: any SignUpInteractorInput, moduleOutput: any SignUpModuleOutput) {
    self.interactor = interactor
    self.moduleOutput = moduleOutput
  }
}

extension SignUpPresenter: SignUpViewOutput {
  func viewIsReady() {
    view?.display(error: "")
  }

  func didTapCreate(name: String, email: String, password: String) {
    do {
      _ = try interactor.signUp(name: name, email: email, password: password)
      moduleOutput?.signUpModuleDidCreateAccount()
    } catch {
      view?.display(error: error.message)
    }
  }
}
