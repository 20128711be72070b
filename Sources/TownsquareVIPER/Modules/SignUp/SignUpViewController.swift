import HeadlessUIKit

/// The sign-up form: three fields, a create button and an error line.
@MainActor
final class SignUpViewController: UIViewController {
  /// Strong: the view owns its module (its presenter).
  private let output: any SignUpViewOutput
  private let nameField = UITextField()
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let createButton = UIButton(type: .system)
  private let errorLabel = UILabel()

  init(output: any SignUpViewOutput) {
    self.output = output
    super.init()
    screenName = "SignUp"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.accessibilityIdentifier = "name"
    nameField.placeholder = "Name"
    emailField.accessibilityIdentifier = "email"
    emailField.placeholder = "Email"
    passwordField.accessibilityIdentifier = "password"
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    createButton.accessibilityIdentifier = "create"
    createButton.setTitle("Create account", for: .normal)
    createButton.addAction(
      UIAction { [weak self] _ in self?.createTapped() }, for: .touchUpInside)
    errorLabel.accessibilityIdentifier = "error"
    for element in [nameField, emailField, passwordField, createButton, errorLabel] {
      view.addSubview(element)
    }
    output.viewIsReady()
  }

  private func createTapped() {
    output.didTapCreate(
      name: nameField.text ?? "", email: emailField.text ?? "",
      password: passwordField.text ?? "")
  }
}

extension SignUpViewController: SignUpViewInput {
  func display(error: String) {
    errorLabel.text = error
  }
}
