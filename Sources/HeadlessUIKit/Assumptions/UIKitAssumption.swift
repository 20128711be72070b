/// One behaviour of UIKit that Apple's documentation leaves open and a device may show either
/// way. HeadlessUIKit follows ``defaultValue`` — the most likely device behaviour — unless a run
/// asks for another value through ``UIKitAssumptions``; the report re-runs the suite under each
/// other value to show which conclusions depend on the pick. The catalogue is ``all``.
public struct UIKitAssumption: Sendable, Equatable {
  /// Why the default was picked, and how sure it is.
  public struct Evidence: Sendable, Equatable {
    /// What Apple's documentation says (or that it is silent).
    public let apple: String
    /// What practice shows: reports, known workarounds, log messages.
    public let practice: String
    /// How likely the default is the device's behaviour, in words a reader can weigh.
    public let confidence: String
    /// Where the evidence is: documentation pages and reports.
    public let sources: [String]
  }

  /// How `--assume` names it: `stackChangeDuringTransition`.
  public let name: String
  /// Every value it may take, the default first.
  public let values: [String]
  /// What it decides, in one sentence.
  public let meaning: String
  /// What each value means, keyed by value.
  public let valueMeanings: [String: String]
  public let evidence: Evidence
  /// What to run on an iOS simulator to settle it.
  public let check: String

  /// The most likely device behaviour: the first value.
  public var defaultValue: String { values[0] }

  /// The values other than the default, in catalogue order.
  public var alternatives: [String] { Array(values.dropFirst()) }

  /// The catalogue entry with this name.
  public static func named(_ name: String) -> UIKitAssumption? {
    all.first { $0.name == name }
  }
}
