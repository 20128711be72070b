import Townsquare

/// The module's interactor: the shared sign-up rules behind this module's protocol.
@MainActor
final class SignUpInteractor {
  weak var output: (any SignUpInteractorOutput)?
  private let auth: AuthInteractor

  init(auth: AuthInteractor) {
    self.auth = auth
  }
}

extension SignUpInteractor: SignUpInteractorInput {
  func signUp(name: String, email: String, password: String) {
    do {
      _ = try auth.signUp(name: name, email: email, password: password)
      output?.didSignUp()
    } catch {
      output?.didFailToSignUp(message: error.message)
    }
  }
}
