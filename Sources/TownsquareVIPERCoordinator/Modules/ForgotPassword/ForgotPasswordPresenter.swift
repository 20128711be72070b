/// Shows the prefilled email, explains a refused request, and reports a sent link.
@MainActor
final class ForgotPasswordPresenter {
  weak var view: (any ForgotPasswordViewInput)?
  private let interactor: any ForgotPasswordInteractorInput
  private weak var output: (any ForgotPasswordModuleOutput)?
  private let prefilledEmail: String

  init(
    interactor: any ForgotPasswordInteractorInput, output: any ForgotPasswordModuleOutput,
    prefilledEmail: String
  ) {
    self.interactor = interactor
    self.output = output
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
      output?.forgotPasswordModule(didSendResetNotice: notice)
    } catch {
      view?.display(status: error.message)
    }
  }
}
