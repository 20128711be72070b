@MainActor
open class UITextField: UIControl {
  private var storedText = ""
  /// As in UIKit, empty by default and never nil: assigning nil makes it empty.
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  open var placeholder: String?
  open var isSecureTextEntry = false

  public override init() {}
}
