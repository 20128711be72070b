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

@MainActor
protocol LoginInteractorInput: AnyObject {
  var sessionExpiredNotice: String { get }
  func logIn(email: String, password: String)
}

@MainActor
protocol LoginInteractorOutput: AnyObject {
  func didLogIn()
  func didFailToLogIn(message: String)
}

@MainActor
protocol LoginWireframeInput: AnyObject {
  func openForgotPassword(prefilledEmail: String, output: any ForgotPasswordModuleOutput)
  func openSignUp(output: any SignUpModuleOutput)
}

/// How the auth flow (Login, and SignUp through it) tells the app that a user is in.
@MainActor
protocol LoginModuleOutput: AnyObject {
  func loginModuleDidAuthenticate()
}
