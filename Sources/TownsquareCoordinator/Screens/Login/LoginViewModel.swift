import Townsquare

/// Logs in through the shared AuthInteractor and reports where the user wants to go.
@MainActor
final class LoginViewModel {
  /// Outcome: the user is logged in (the session is already saved).
  var onLoggedIn: ((User) -> Void)?
  /// Outcome: the user wants a reset link; carries the email typed so far.
  var onForgotPassword: ((String) -> Void)?
  /// Outcome: the user wants a new account.
  var onSignUp: (() -> Void)?
  var onChange: (() -> Void)?

  private let auth: any AuthServicing
  private(set) var errorText = ""
  private(set) var noticeText: String

  /// `notice` is what Login says on arrival, e.g. that the session expired.
  init(auth: any AuthServicing, notice: String = "") {
    self.auth = auth
    noticeText = notice
  }

  func logIn(email: String, password: String) {
    do {
      let user = try auth.login(email: email, password: password)
      onLoggedIn?(user)
    } catch {
      errorText = error.message
      onChange?()
    }
  }

  func forgotPassword(email: String) {
    onForgotPassword?(email)
  }

  func signUp() {
    onSignUp?()
  }

  /// Shows a notice from elsewhere, e.g. that a reset link was sent.
  func showNotice(_ notice: String) {
    noticeText = notice
    onChange?()
  }
}
