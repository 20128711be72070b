/// The values a run assumes for UIKit's unsettled behaviours (see ``UIKitAssumption``): the
/// catalogue's defaults unless set otherwise. A window is created with them and keeps them for
/// the whole app run.
public struct UIKitAssumptions: Sendable, Hashable, CustomStringConvertible {
  /// Only the values that differ from the defaults, by name.
  private var chosen: [String: String] = [:]

  public init() {}

  /// Every assumption at its default.
  public static let defaults = UIKitAssumptions()

  /// The value assumed for `name` (the catalogue's default when not set); nil for a name
  /// outside the catalogue.
  public func value(of name: String) -> String? {
    chosen[name] ?? UIKitAssumption.named(name)?.defaultValue
  }

  /// Assumes `value` for `name`; both must be in the catalogue.
  public mutating func set(_ name: String, to value: String) throws(UIKitAssumptionError) {
    guard let assumption = UIKitAssumption.named(name) else {
      throw .unknownName(name, known: UIKitAssumption.all.map(\.name))
    }
    guard assumption.values.contains(value) else {
      throw .unknownValue(name: name, value: value, allowed: assumption.values)
    }
    chosen[name] = value == assumption.defaultValue ? nil : value
  }

  /// `NAME=VALUE`, as `--assume` takes it.
  public mutating func set(_ assignment: String) throws(UIKitAssumptionError) {
    let parts = assignment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw .malformed(assignment)
    }
    try set(String(parts[0]), to: String(parts[1]))
  }

  /// One assumption set to `value`, every other at its default.
  public static func only(_ name: String, _ value: String) throws(UIKitAssumptionError)
    -> UIKitAssumptions
  {
    var assumptions = UIKitAssumptions()
    try assumptions.set(name, to: value)
    return assumptions
  }

  /// Whether `NAME=VALUE` is assumed; false for anything outside the catalogue.
  public func holds(_ assignment: String) -> Bool {
    let parts = assignment.split(separator: "=", maxSplits: 1)
    return parts.count == 2 && value(of: String(parts[0])) == String(parts[1])
  }

  /// The values that differ from the defaults, in catalogue order.
  public var changed: [(name: String, value: String)] {
    UIKitAssumption.all.compactMap { assumption in
      chosen[assumption.name].map { (assumption.name, $0) }
    }
  }

  public var isDefault: Bool { chosen.isEmpty }

  /// `stackChangeDuringTransition=refused, …`, or `defaults`.
  public var description: String {
    isDefault ? "defaults" : changed.map { "\($0.name)=\($0.value)" }.joined(separator: ", ")
  }

  private func assumes(_ name: String, _ value: String) -> Bool {
    self.value(of: name) == value
  }

  /// A stack change asked for while a transition is in flight waits for it to end.
  var defersStackChanges: Bool {
    assumes(UIKitAssumption.stackChangeDuringTransition.name, "deferred")
  }

  /// A user's touch during an animated transition reaches nothing.
  var dropsTouchesDuringTransition: Bool {
    assumes(UIKitAssumption.touchesDuringTransition.name, "dropped")
  }

  /// Replacing the root while its sheet is being dismissed is recorded as a misuse.
  var rootSwapDuringDismissalIsMisuse: Bool {
    assumes(UIKitAssumption.rootSwapDuringDismissal.name, "misuse")
  }

  /// A sheet left presented by a replaced root stays in the window above the new root.
  var presentedStaysAfterRootSwap: Bool {
    assumes(UIKitAssumption.presentedAfterRootSwap.name, "staysInWindow")
  }
}
