/// A variant's figures over the whole suite.
public struct VariantTotals: Codable, Equatable, Sendable {
  public let variant: String
  public var passed = 0
  public var failed = 0
  public var leaks = 0
  public var transitions = 0
  public var byKind: [String: Int] = [:]
  public var byOrigin: [String: Int] = [:]
  public var byRole: [String: Int] = [:]
  /// Navigation decisions per attributed file (`system` excluded).
  public var byFile: [String: Int] = [:]
  public var createdByRole: [String: Int] = [:]
  public var peakAlive = 0
  public var maxDepth = 0

  public init(variant: String) {
    self.variant = variant
  }

  mutating func add(_ run: ScenarioRun) {
    if run.passed { passed += 1 } else { failed += 1 }
    leaks += run.leaks.count
    let statistics = run.statistics
    transitions += statistics.transitions
    byKind.merge(statistics.byKind, uniquingKeysWith: +)
    byOrigin.merge(statistics.byOrigin, uniquingKeysWith: +)
    byRole.merge(statistics.byRole, uniquingKeysWith: +)
    createdByRole.merge(statistics.createdByRole, uniquingKeysWith: +)
    for step in run.steps {
      for transition in step.transitions {
        if let file = transition.file { byFile[file, default: 0] += 1 }
      }
    }
    peakAlive = max(peakAlive, statistics.peakAlive)
    maxDepth = max(maxDepth, statistics.maxDepth)
  }
}
