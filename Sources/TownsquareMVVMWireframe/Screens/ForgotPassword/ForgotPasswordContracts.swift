/// How ForgotPassword leaves: by popping back to the screen that pushed it.
@MainActor
protocol ForgotPasswordWireframeInput: AnyObject {
  func closeModule()
}

/// How ForgotPassword hands its result back to the module that opened it (Login).
@MainActor
protocol ForgotPasswordModuleOutput: AnyObject {
  func forgotPasswordModule(didSendResetNotice notice: String)
}
