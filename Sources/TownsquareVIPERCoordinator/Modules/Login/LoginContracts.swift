import Townsquare

/// What the presenter tells the Login screen to show.
@MainActor
protocol LoginViewInput: AnyObject {
  func display(error: String)
  func display(notice: String)
}

/// What the Login screen reports, with the form's values as typed.
@MainActor
protocol LoginViewOutput: AnyObject {
  func viewIsReady()
  func didTapLogin(email: String, password: String)
  func didTapForgotPassword(email: String)
  func didTapSignUp()
}

/// The part of the shared auth rules this module uses.
@MainActor
protocol LoginInteractorInput: AnyObject {
  func login(email: String, password: String) throws(AuthError) -> User
}

/// What the coordinator asks of Login: show a notice from elsewhere (a reset link was sent).
@MainActor
protocol LoginModuleInput: AnyObject {
  func show(notice: String)
}

/// What happened on Login that its coordinator decides on.
@MainActor
protocol LoginModuleOutput: AnyObject {
  /// The session is already saved.
  func loginModuleDidLogIn()
  /// Carries the email typed so far, for ForgotPassword to prefill.
  func loginModuleDidRequestPasswordReset(email: String)
  func loginModuleDidRequestSignUp()
}

/// The shared interactor is the module's interactor as it is (see `VIPERCoordinatorApp`).
extension AuthInteractor: LoginInteractorInput {}
