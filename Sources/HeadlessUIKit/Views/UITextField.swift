@MainActor
open class UITextField: UIControl {
  open var text: String? = ""
  open var placeholder: String?
  open var isSecureTextEntry = false

  public override init() {}
}
