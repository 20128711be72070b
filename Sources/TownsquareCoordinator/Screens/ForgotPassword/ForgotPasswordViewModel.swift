import Townsquare

/// Asks the shared AuthInteractor for a reset link.
@MainActor
final class ForgotPasswordViewModel {
  /// Outcome: a link was sent; carries the notice to show ("Reset link sent to EMAIL").
  var onSent: ((String) -> Void)?
  var onChange: (() -> Void)?

  private let auth: any AuthServicing
  /// The email the field starts with.
  let initialEmail: String
  private(set) var statusText = ""

  init(auth: any AuthServicing, email: String) {
    self.auth = auth
    initialEmail = email
  }

  func send(email: String) {
    do {
      let notice = try auth.requestPasswordReset(email: email)
      onSent?(notice)
    } catch {
      statusText = error.message
      onChange?()
    }
  }
}
