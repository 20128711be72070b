import Townsquare

/// Asks the shared AuthInteractor for a reset link; once it is sent, hands the notice back
/// through the module output and asks its wireframe to close the screen.
@MainActor
final class ForgotPasswordViewModel {
  var onChange: (() -> Void)?

  private let auth: any AuthServicing
  private let wireframe: any ForgotPasswordWireframeInput
  private weak var moduleOutput: (any ForgotPasswordModuleOutput)?
  /// The email the field starts with.
  let initialEmail: String
  private(set) var statusText = ""

  init(
    auth: any AuthServicing, wireframe: any ForgotPasswordWireframeInput,
    moduleOutput: any ForgotPasswordModuleOutput, email: String
  ) {
    self.auth = auth
    self.wireframe = wireframe
    self.moduleOutput = moduleOutput
    initialEmail = email
  }

  func send(email: String) {
    do {
      let notice = try auth.requestPasswordReset(email: email)
      moduleOutput?.forgotPasswordModule(didSendResetNotice: notice)
      wireframe.closeModule()
    } catch {
      statusText = error.message
      onChange?()
    }
  }
}
