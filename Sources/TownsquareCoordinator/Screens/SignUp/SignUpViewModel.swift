import Townsquare

/// Creates an account through the shared AuthInteractor, whose rules decide the error.
@MainActor
final class SignUpViewModel {
  /// Outcome: the account exists and is logged in.
  var onSignedUp: ((User) -> Void)?
  var onChange: (() -> Void)?

  private let auth: any AuthServicing
  private(set) var errorText = ""

  init(auth: any AuthServicing) {
    self.auth = auth
  }

  func create(name: String, email: String, password: String) {
    do {
      let user = try auth.signUp(name: name, email: email, password: password)
      onSignedUp?(user)
    } catch {
      errorText = error.message
      onChange?()
    }
  }
}
