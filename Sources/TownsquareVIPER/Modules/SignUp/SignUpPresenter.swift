/// Shows the first broken rule, or reports the new account to the module output.
@MainActor
final class SignUpPresenter {
  weak var view: (any SignUpViewInput)?
  private let interactor: any SignUpInteractorInput
  private let wireframe: any SignUpWireframeInput
  private weak var moduleOutput: (any SignUpModuleOutput)?

  init(
    interactor: any SignUpInteractorInput, wireframe: any SignUpWireframeInput,
    moduleOutput: any SignUpModuleOutput
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
  }
}

extension SignUpPresenter: SignUpViewOutput {
  func viewIsReady() {
    view?.display(error: "")
  }

  func didTapCreate(name: String, email: String, password: String) {
    interactor.signUp(name: name, email: email, password: password)
  }
}

extension SignUpPresenter: SignUpInteractorOutput {
  func didSignUp() {
    moduleOutput?.signUpModuleDidCreateAccount()
  }

  func didFailToSignUp(message: String) {
    view?.display(error: message)
  }
}
