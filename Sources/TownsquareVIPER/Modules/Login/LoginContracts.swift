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

/// The shared interactor is the module's interactor as it is (see `VIPERApp`).
extension AuthInteractor: LoginInteractorInput {}
