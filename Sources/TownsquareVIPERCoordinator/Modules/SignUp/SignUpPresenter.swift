/// Shows the first broken rule, or reports the new account to its coordinator.
@MainActor
final class SignUpPresenter {
  weak var view: (any SignUpViewInput)?
  private let interactor: any SignUpInteractorInput
  private weak var output: (any SignUpModuleOutput)?

  init(interactor: any SignUpInteractorInput, output: any SignUpModuleOutput) {
    self.interactor = interactor
    self.output = output
  }
}

extension SignUpPresenter: SignUpViewOutput {
  func viewIsReady() {
    view?.display(error: "")
  }

  func didTapCreate(name: String, email: String, password: String) {
    do {
      _ = try interactor.signUp(name: name, email: email, password: password)
      output?.signUpModuleDidSignUp()
    } catch {
      view?.display(error: error.message)
    }
  }
}
