import HeadlessUIKit

/// The reset form: an email field, a send button and a status line.
@MainActor
final class ForgotPasswordViewController: UIViewController {
  /// Strong: the view owns its module (presenter, and through it the wireframe).
  private let output: any ForgotPasswordViewOutput
  private let emailField = UITextField()
  private let sendButton = UIButton(type: .system)
  private let statusLabel = UILabel()

  init(output: any ForgotPasswordViewOutput) {
    self.output = output
    super.init()
    screenName = "ForgotPassword"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.accessibilityIdentifier = "email"
    emailField.placeholder = "Email"
    sendButton.accessibilityIdentifier = "send"
    sendButton.setTitle("Send reset link", for: .normal)
    sendButton.addAction(
      UIAction { [weak self] _ in self?.sendTapped() }, for: .touchUpInside)
    statusLabel.accessibilityIdentifier = "status"
    for element in [emailField, sendButton, statusLabel] { view.addSubview(element) }
    output.viewIsReady()
  }

  private func sendTapped() {
    output.didTapSend(email: emailField.text ?? "")
  }
}

extension ForgotPasswordViewController: ForgotPasswordViewInput {
  func display(email: String) {
    emailField.text = email
  }

  func display(status: String) {
    statusLabel.text = status
  }
}
