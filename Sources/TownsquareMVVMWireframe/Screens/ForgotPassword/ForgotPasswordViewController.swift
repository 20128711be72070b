import HeadlessUIKit

/// One field for the email a reset link goes to.
final class ForgotPasswordViewController: UIViewController {
  private let viewModel: ForgotPasswordViewModel
  private let emailField = UITextField()
  private let sendButton = UIButton(type: .system)
  private let statusLabel = UILabel()

  init(viewModel: ForgotPasswordViewModel) {
    self.viewModel = viewModel
    super.init()
    screenName = "ForgotPassword"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.accessibilityIdentifier = "email"
    emailField.placeholder = "Email"
    emailField.text = viewModel.initialEmail
    sendButton.accessibilityIdentifier = "send"
    sendButton.setTitle("Send reset link", for: .normal)
    sendButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        viewModel.send(email: emailField.text ?? "")
      }, for: .touchUpInside)
    statusLabel.accessibilityIdentifier = "status"
    for element in [emailField, sendButton, statusLabel] { view.addSubview(element) }
    viewModel.onChange = { [weak self] in self?.render() }
    render()
  }

  private func render() {
    statusLabel.text = viewModel.statusText
  }
}
