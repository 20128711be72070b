/// Shows the prefilled email, and on success hands the notice back and closes the module.
@MainActor
final class ForgotPasswordPresenter {
  weak var view: (any ForgotPasswordViewInput)?
  private let interactor: any ForgotPasswordInteractorInput
  private let wireframe: any ForgotPasswordWireframeInput
  private weak var moduleOutput: (any ForgotPasswordModuleOutput)?
  private let prefilledEmail: String

  init(
    interactor: any ForgotPasswordInteractorInput, wireframe: any ForgotPasswordWireframeInput,
    moduleOutput: any ForgotPasswordModuleOutput, prefilledEmail: String
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
    self.prefilledEmail = prefilledEmail
  }
}

extension ForgotPasswordPresenter: ForgotPasswordViewOutput {
  func viewIsReady() {
    view?.display(email: prefilledEmail)
    view?.display(status: "")
  }

  func didTapSend(email: String) {
    do {
      let notice = try interactor.requestPasswordReset(email: email)
      moduleOutput?.forgotPasswordModule(didSendResetNotice: notice)
      wireframe.closeModule()
    } catch {
      view?.display(status: error.message)
    }
  }
}
