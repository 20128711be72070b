import Townsquare

/// Creates an account through the shared AuthInteractor, whose rules decide the error.
@MainActor
final class SignUpViewModel {
  var onChange: (() -> Void)?

  private let auth: any AuthServicing
  private weak var moduleOutput: (any SignUpModuleOutput)?
  private(set) var errorText = ""

  init(auth: any AuthServicing, moduleOutput: any SignUpModuleOutput) {
    self.auth = auth
    self.moduleOutput = moduleOutput
  }

  func create(name: String, email: String, password: String) {
    do {
      _ = try auth.signUp(name: name, email: email, password: password)
      moduleOutput?.signUpModuleDidCreateAccount()
    } catch {
      errorText = error.message
      onChange?()
    }
  }
}
