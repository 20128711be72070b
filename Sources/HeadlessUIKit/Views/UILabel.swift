@MainActor
open class UILabel: UIView {
  open var text: String?
  open var numberOfLines = 1

  public override init() {}
}
