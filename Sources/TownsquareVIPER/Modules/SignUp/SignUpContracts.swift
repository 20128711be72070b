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

@MainActor
protocol SignUpInteractorInput: AnyObject {
  func signUp(name: String, email: String, password: String)
}

@MainActor
protocol SignUpInteractorOutput: AnyObject {
  func didSignUp()
  func didFailToSignUp(message: String)
}

/// Empty on purpose: a created account is reported through the module output, and the root
/// wireframe replaces the whole auth flow with MainTabs.
@MainActor
protocol SignUpWireframeInput: AnyObject {}

/// How SignUp tells the module that opened it (Login) that an account was created and is
/// logged in.
@MainActor
protocol SignUpModuleOutput: AnyObject {
  func signUpModuleDidCreateAccount()
}
