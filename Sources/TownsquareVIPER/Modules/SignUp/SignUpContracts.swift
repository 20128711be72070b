import Townsquare

/// What the presenter tells the SignUp screen to show.
@MainActor
protocol SignUpViewInput: AnyObject {
  func display(error: String)
}

/// What the SignUp screen reports, with the form's values as typed.
@MainActor
protocol SignUpViewOutput: AnyObject {
  func viewIsReady()
  func didTapCreate(name: String, email: String, password: String)
}

/// The part of the shared auth rules this module uses.
@MainActor
protocol SignUpInteractorInput: AnyObject {
  func signUp(name: String, email: String, password: String) throws(AuthError) -> User
}

/// How SignUp tells the module that opened it (Login) that an account was created and is
/// logged in. The module has no wireframe protocol: the root wireframe replaces the whole auth
/// flow with MainTabs.
@MainActor
protocol SignUpModuleOutput: AnyObject {
  func signUpModuleDidCreateAccount()
}

/// The shared interactor is the module's interactor as it is (see `VIPERApp`).
extension AuthInteractor: SignUpInteractorInput {}
