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
  /// Mutants killed by the variant's navigation unit tests: the test case classes of
  /// ``TestCost``'s unit test files (``TestCost/unitTestClasses``), the same tests whose lines
  /// it counts, as opposed to the target's tests that drive the whole app.
  public var killedByNavigationUnitTests: Int
  /// Percent of `sites`, one decimal.
  public var scenarioKillPercent: Double
  public var unitTestKillPercent: Double
  public var navigationUnitTestKillPercent: Double
  /// Code lines of the variant's whole test target, and kills by its tests per hundred of them
  /// (totals only).
  public var testLines: Int?
  public var unitTestKillsPerHundredLines: Double?
  /// ``TestCost``'s lines (navigation unit tests and their doubles), and kills by those tests
  /// per hundred of them (totals only).
  public var navigationUnitTestLines: Int?
  public var navigationUnitTestKillsPerHundredLines: Double?

  public init(
    variant: String, layer: String?, results: [MutantResult], testLines: Int?,
    navigationUnitTestLines: Int?, navigationUnitTestClasses: Set<String>
  ) {
    self.variant = variant
    self.layer = layer
    let compiled = results.filter { $0.status != .uncompilable }
    sites = compiled.count
    uncompilable = results.count - compiled.count
    killedByScenarios = compiled.filter { !$0.killedBy.scenarios.isEmpty }.count
    killedByUnitTests = compiled.filter { !$0.killedBy.unitTests.isEmpty }.count
    killedByNavigationUnitTests =
      compiled.filter { result in
        result.killedBy.unitTests.contains {
          navigationUnitTestClasses.contains(String($0.name.prefix { $0 != "." }))
        }
      }.count
    killed = compiled.filter { $0.status == .killed }.count
    survivors = compiled.filter { $0.status == .survived }.count
    scenarioKillPercent = Self.percent(killedByScenarios, of: sites)
    unitTestKillPercent = Self.percent(killedByUnitTests, of: sites)
    navigationUnitTestKillPercent = Self.percent(killedByNavigationUnitTests, of: sites)
    self.testLines = testLines
    self.navigationUnitTestLines = navigationUnitTestLines
    unitTestKillsPerHundredLines = testLines.flatMap { Self.perHundred(killedByUnitTests, $0) }
    navigationUnitTestKillsPerHundredLines = navigationUnitTestLines.flatMap {
      Self.perHundred(killedByNavigationUnitTests, $0)
    }
  }

  static func perHundred(_ count: Int, _ lines: Int) -> Double? {
    lines > 0 ? (Double(count) * 1_000 / Double(lines)).rounded() / 10 : nil
  }

  static func percent(_ part: Int, of whole: Int) -> Double {
    whole > 0 ? (Double(part) * 1_000 / Double(whole)).rounded() / 10 : 0
  }
}
