import Townsquare

/// What the presenter tells the ForgotPassword screen to show.
@MainActor
protocol ForgotPasswordViewInput: AnyObject {
  func display(email: String)
  func display(status: String)
}

/// What the ForgotPassword screen reports, with the field's value as typed.
@MainActor
protocol ForgotPasswordViewOutput: AnyObject {
  func viewIsReady()
  func didTapSend(email: String)
}

/// The part of the shared auth rules this module uses.
@MainActor
protocol ForgotPasswordInteractorInput: AnyObject {
  /// Returns the notice the screen that opened this one shows.
  func requestPasswordReset(email: String) throws(PasswordResetError) -> String
}

@MainActor
protocol ForgotPasswordWireframeInput: AnyObject {
  func closeModule()
}

/// How ForgotPassword hands its result back to the module that opened it (Login).
@MainActor
protocol ForgotPasswordModuleOutput: AnyObject {
  func forgotPasswordModule(didSendResetNotice notice: String)
}

/// The shared interactor is the module's interactor as it is (see `VIPERApp`).
extension AuthInteractor: ForgotPasswordInteractorInput {}
