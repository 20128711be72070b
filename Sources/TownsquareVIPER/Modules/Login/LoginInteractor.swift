import Townsquare

/// The module's interactor: the shared auth rules behind this module's protocol.
@MainActor
final class LoginInteractor {
  weak var output: (any LoginInteractorOutput)?
  private let auth: AuthInteractor

  init(auth: AuthInteractor) {
    self.auth = auth
  }
}

extension LoginInteractor: LoginInteractorInput {
  var sessionExpiredNotice: String { AuthInteractor.sessionExpiredNotice }

  func logIn(email: String, password: String) {
    do {
      _ = try auth.login(email: email, password: password)
      output?.didLogIn()
    } catch {
      output?.didFailToLogIn(message: error.message)
    }
  }
}
