@MainActor
open class UIButton: UIControl {
  public enum ButtonType: Sendable { case custom, system }
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
  }

  public let buttonType: ButtonType
  private var titles: [UInt: String] = [:]

  public init(type buttonType: ButtonType = .system) {
    self.buttonType = buttonType
  }

  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .touchUpInside)
    }
  }

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
  }

  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  open var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }
}
