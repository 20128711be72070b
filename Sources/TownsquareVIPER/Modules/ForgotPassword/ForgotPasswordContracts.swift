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

@MainActor
protocol ForgotPasswordInteractorInput: AnyObject {
  func requestPasswordReset(email: String)
}

@MainActor
protocol ForgotPasswordInteractorOutput: AnyObject {
  /// `notice` is the text the screen that opened this one shows.
  func didSendPasswordReset(notice: String)
  func didFailPasswordReset(message: String)
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
