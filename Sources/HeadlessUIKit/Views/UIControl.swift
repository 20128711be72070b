/// A view that turns user interaction into actions, with UIKit's closure-based `UIAction` API.
@MainActor
open class UIControl: UIView {
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  open var isEnabled = true
  private var actions: [(action: UIAction, events: Event)] = []

  public func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    actions.removeAll { $0.action.identifier == identifier && $0.events == controlEvents }
  }

  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.handler(entry.action)
    }
  }
}
