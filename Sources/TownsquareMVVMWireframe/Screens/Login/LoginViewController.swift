import HeadlessUIKit

/// Email and password, with ways to reset a password or sign up.
final class LoginViewController: UIViewController {
  private let viewModel: LoginViewModel
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let loginButton = UIButton(type: .system)
  private let forgotButton = UIButton(type: .system)
  private let signUpButton = UIButton(type: .system)
  private let errorLabel = UILabel()
  private let noticeLabel = UILabel()

  init(viewModel: LoginViewModel) {
    self.viewModel = viewModel
    super.init()
    screenName = "Login"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    emailField.accessibilityIdentifier = "email"
    emailField.placeholder = "Email"
    passwordField.accessibilityIdentifier = "password"
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    loginButton.accessibilityIdentifier = "login"
    loginButton.setTitle("Log in", for: .normal)
    loginButton.addAction(UIAction { [weak self] _ in self?.logIn() }, for: .touchUpInside)
    forgotButton.accessibilityIdentifier = "forgot"
    forgotButton.setTitle("Forgot password?", for: .normal)
    forgotButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        viewModel.forgotPassword(email: emailField.text ?? "")
      }, for: .touchUpInside)
    signUpButton.accessibilityIdentifier = "signup"
    signUpButton.setTitle("Sign up", for: .normal)
    signUpButton.addAction(
      UIAction { [weak self] _ in self?.viewModel.signUp() }, for: .touchUpInside)
    errorLabel.accessibilityIdentifier = "error"
    noticeLabel.accessibilityIdentifier = "notice"
    for element in [
      emailField, passwordField, loginButton, forgotButton, signUpButton, errorLabel, noticeLabel,
    ] {
      view.addSubview(element)
    }
    viewModel.onChange = { [weak self] in self?.render() }
    render()
  }

  private func logIn() {
    viewModel.logIn(email: emailField.text ?? "", password: passwordField.text ?? "")
  }

  private func render() {
    errorLabel.text = viewModel.errorText
    noticeLabel.text = viewModel.noticeText
  }
}
