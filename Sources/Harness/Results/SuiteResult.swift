/// Everything a run of the suite found: the JSON results (`--json`) are this value.
public struct SuiteResult: Codable, Equatable, Sendable {
  /// Bumped whenever a field changes meaning or goes away.
  /// 2: `plantedFaults` (always empty since app code has no fault switches) is gone.
  public static let currentSchemaVersion = 2

  public let schemaVersion: Int
  public let variants: [String]
  public let files: [String]
  public let scenarios: [ScenarioResult]
  public let totals: [VariantTotals]
  public let equivalentScenarios: Int

  public init(
    variants: [String], files: [String], scenarios: [ScenarioResult]
  ) {
    schemaVersion = Self.currentSchemaVersion
    self.variants = variants
    self.files = files
    self.scenarios = scenarios
    var totals = variants.map(VariantTotals.init(variant:))
    for scenario in scenarios {
      for run in scenario.runs {
        if let index = totals.firstIndex(where: { $0.variant == run.variant }) {
          totals[index].add(run)
        }
      }
    }
    self.totals = totals
    equivalentScenarios = scenarios.filter(\.equivalent).count
  }

  public var allPassed: Bool { scenarios.allSatisfy(\.passed) }
  public var allEquivalent: Bool { scenarios.allSatisfy(\.equivalent) }
}
