import HeadlessUIKit

/// Name, email and password for a new account.
final class SignUpViewController: UIViewController {
  private let viewModel: SignUpViewModel
  private let nameField = UITextField()
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let createButton = UIButton(type: .system)
  private let errorLabel = UILabel()

  init(viewModel: SignUpViewModel) {
    self.viewModel = viewModel
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
    createButton.addAction(UIAction { [weak self] _ in self?.create() }, for: .touchUpInside)
    errorLabel.accessibilityIdentifier = "error"
    for element in [nameField, emailField, passwordField, createButton, errorLabel] {
      view.addSubview(element)
    }
    viewModel.onChange = { [weak self] in self?.render() }
    render()
  }

  private func create() {
    viewModel.create(
      name: nameField.text ?? "", email: emailField.text ?? "", password: passwordField.text ?? "")
  }

  private func render() {
    errorLabel.text = viewModel.errorText
  }
}
