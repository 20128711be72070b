@MainActor
open class UISwitch: UIControl {
  open var isOn = false

  public override init() {}

  /// Setting the state in code sends no action, as in UIKit; only a user's tap does.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }
}
