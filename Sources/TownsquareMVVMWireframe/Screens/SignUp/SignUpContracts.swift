/// How SignUp tells the module that opened it (Login) that an account was created and is
/// logged in. The module has no wireframe protocol: the root wireframe replaces the whole auth
/// flow with MainTabs.
@MainActor
protocol SignUpModuleOutput: AnyObject {
  func signUpModuleDidCreateAccount()
}
