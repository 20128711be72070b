import Townsquare

/// What the view models ask of the shared auth rules; injected as a protocol, as MVVM teams do
/// so that a view model's tests can hand it a double.
@MainActor
protocol AuthServicing: AnyObject {
  func login(email: String, password: String) throws(AuthError) -> User
  func signUp(name: String, email: String, password: String) throws(AuthError) -> User
  /// The notice to show ("Reset link sent to EMAIL").
  func requestPasswordReset(email: String) throws(PasswordResetError) -> String
  func logout()
}

extension AuthInteractor: AuthServicing {}
