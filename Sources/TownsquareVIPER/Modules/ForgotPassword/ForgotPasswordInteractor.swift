import Townsquare

/// The module's interactor: the shared password-reset rule behind this module's protocol.
@MainActor
final class ForgotPasswordInteractor {
  weak var output: (any ForgotPasswordInteractorOutput)?
  private let auth: AuthInteractor

  init(auth: AuthInteractor) {
    self.auth = auth
  }
}

extension ForgotPasswordInteractor: ForgotPasswordInteractorInput {
  func requestPasswordReset(email: String) {
    do {
      let notice = try auth.requestPasswordReset(email: email)
      output?.didSendPasswordReset(notice: notice)
    } catch {
      output?.didFailPasswordReset(message: error.message)
    }
  }
}
