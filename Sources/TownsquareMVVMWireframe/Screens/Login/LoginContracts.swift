/// Where Login goes: ForgotPassword and SignUp, pushed on Login's stack.
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
