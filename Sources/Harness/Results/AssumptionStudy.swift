/// What changes when one of UIKit's unsettled behaviours (`workbench help assumptions`) takes
/// another value than its default: the scenarios whose outcome changes on some variant, the
/// planted faults caught per variant, and the code each variant needs only under one value.
public struct AssumptionStudy: Codable, Equatable, Sendable {
  /// One scenario whose pass or fail changes on at least one variant.
  public struct ScenarioChange: Codable, Equatable, Sendable {
    /// `file:line`.
    public let scenario: String
    public let title: String
    /// The variants whose outcome changes, in run order.
    public let variants: [VariantChange]
  }

  public struct VariantChange: Codable, Equatable, Sendable {
    public let variant: String
    public let passesByDefault: Bool
    public let passes: Bool
  }

  /// A variant's planted faults caught under the alternative and under the defaults.
  public struct FaultCount: Codable, Equatable, Sendable {
    public let variant: String
    public let planted: Int
    public let caught: Int
    public let caughtByDefault: Int
  }

  /// A planted fault caught under one value and not the other.
  public struct FaultChange: Codable, Equatable, Sendable {
    public let fault: String
    public let variant: String
    public let caughtByDefault: Bool
    public let caught: Bool
  }

  /// One assumption at one value other than its default, every other at its default.
  public struct Alternative: Codable, Equatable, Sendable {
    public let assumption: String
    public let value: String
    public let defaultValue: String
    public let scenarios: [ScenarioChange]
    /// Empty when the fault matrix was not run.
    public let faults: [FaultCount]
    public let faultChanges: [FaultChange]
  }

  public let alternatives: [Alternative]
  /// Code needed only under `stackChangeDuringTransition = refused`, per variant.
  public let stackWaitCode: [StackWaitCode]

  public init(alternatives: [Alternative], stackWaitCode: [StackWaitCode]) {
    self.alternatives = alternatives
    self.stackWaitCode = stackWaitCode
  }
}
