import HeadlessUIKit

/// The Login form: it shows what it is told and reports taps with the fields' text.
@MainActor
final class LoginViewController: UIViewController {
  /// Strong: the view owns its module (presenter, and through it the wireframe).
  private let output: any LoginViewOutput
  private let emailField = UITextField()
  private let passwordField = UITextField()
  private let loginButton = UIButton(type: .system)
  private let forgotButton = UIButton(type: .system)
  private let signUpButton = UIButton(type: .system)
  private let errorLabel = UILabel()
  private let noticeLabel = UILabel()

  init(output: any LoginViewOutput) {
    self.output = output
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
    loginButton.addAction(
      UIAction { [weak self] _ in self?.loginTapped() }, for: .touchUpInside)
    forgotButton.accessibilityIdentifier = "forgot"
    forgotButton.setTitle("Forgot password?", for: .normal)
    forgotButton.addAction(
      UIAction { [weak self] _ in self?.forgotTapped() }, for: .touchUpInside)
    signUpButton.accessibilityIdentifier = "signup"
    signUpButton.setTitle("Sign up", for: .normal)
    signUpButton.addAction(
      UIAction { [weak self] _ in self?.output.didTapSignUp() }, for: .touchUpInside)
    errorLabel.accessibilityIdentifier = "error"
    noticeLabel.accessibilityIdentifier = "notice"
    for element in [
      emailField, passwordField, loginButton, forgotButton, signUpButton, errorLabel, noticeLabel,
    ] {
      view.addSubview(element)
    }
    output.viewIsReady()
  }

  private func loginTapped() {
    output.didTapLogin(email: emailField.text ?? "", password: passwordField.text ?? "")
  }

  private func forgotTapped() {
    output.didTapForgotPassword(email: emailField.text ?? "")
  }
}

extension LoginViewController: LoginViewInput {
  func display(error: String) {
    errorLabel.text = error
  }

  func display(notice: String) {
    noticeLabel.text = notice
  }
}
