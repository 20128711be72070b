import Foundation

/// The figures of a mutation run for one variant, or one layer of it: how large the mistake
/// surface is (sites), what share of it the scenarios and the unit tests catch, and what the
/// unit tests buy per hundred lines of them.
public struct MutationFigures: Codable, Sendable, Equatable {
  public var variant: String
  /// Nil for the variant's total.
  public var layer: String?
  /// Mutants that compiled (uncompilable ones are counted apart).
  public var sites: Int
  public var uncompilable: Int
  public var killedByScenarios: Int
  public var killedByUnitTests: Int
  public var killed: Int
  public var survivors: Int
  /// Percent of `sites`, one decimal.
  public var scenarioKillPercent: Double
  public var unitTestKillPercent: Double
  /// Lines of the variant's unit tests and their doubles (totals only).
  public var unitTestLines: Int?
  public var unitTestKillsPerHundredLines: Double?

  public init(variant: String, layer: String?, results: [MutantResult], unitTestLines: Int?) {
    self.variant = variant
    self.layer = layer
    let compiled = results.filter { $0.status != .uncompilable }
    sites = compiled.count
    uncompilable = results.count - compiled.count
    killedByScenarios = compiled.filter { !$0.killedBy.scenarios.isEmpty }.count
    killedByUnitTests = compiled.filter { !$0.killedBy.unitTests.isEmpty }.count
    killed = compiled.filter { $0.status == .killed }.count
    survivors = compiled.filter { $0.status == .survived }.count
    scenarioKillPercent = Self.percent(killedByScenarios, of: sites)
    unitTestKillPercent = Self.percent(killedByUnitTests, of: sites)
    self.unitTestLines = unitTestLines
    unitTestKillsPerHundredLines = unitTestLines.flatMap { lines in
      lines > 0 ? (Double(killedByUnitTests) * 1_000 / Double(lines)).rounded() / 10 : nil
    }
  }

  static func percent(_ part: Int, of whole: Int) -> Double {
    whole > 0 ? (Double(part) * 1_000 / Double(whole)).rounded() / 10 : 0
  }
}
