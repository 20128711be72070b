import Townsquare

/// Logs in through the shared AuthInteractor and asks its wireframe for the screens the user
/// wants; a user who is in goes out through the module output.
@MainActor
final class LoginViewModel {
  var onChange: (() -> Void)?

  private let auth: any AuthServicing
  private let wireframe: any LoginWireframeInput
  private weak var moduleOutput: (any LoginModuleOutput)?
  private(set) var errorText = ""
  private(set) var noticeText: String

  /// `notice` is what Login says on arrival, e.g. that the session expired.
  init(
    auth: any AuthServicing, wireframe: any LoginWireframeInput,
    moduleOutput: any LoginModuleOutput, notice: String = ""
  ) {
    self.auth = auth
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
    noticeText = notice
  }

  func logIn(email: String, password: String) {
    do {
      _ = try auth.login(email: email, password: password)
      moduleOutput?.loginModuleDidAuthenticate()
    } catch {
      errorText = error.message
      onChange?()
    }
  }

  func forgotPassword(email: String) {
    wireframe.openForgotPassword(prefilledEmail: email, output: self)
  }

  func signUp() {
    wireframe.openSignUp(output: self)
  }

  /// Shows a notice from elsewhere, e.g. that a reset link was sent.
  func showNotice(_ notice: String) {
    noticeText = notice
    onChange?()
  }
}

extension LoginViewModel: ForgotPasswordModuleOutput {
  func forgotPasswordModule(didSendResetNotice notice: String) {
    showNotice(notice)
  }
}

extension LoginViewModel: SignUpModuleOutput {
  func signUpModuleDidCreateAccount() {
    moduleOutput?.loginModuleDidAuthenticate()
  }
}
