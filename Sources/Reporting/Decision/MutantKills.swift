/// What one variant's tests catch of its mutants (from `workbench run mutants`): an optional
/// input of the report, shown only when given.
public struct MutantKills: Sendable, Equatable {
  public let variant: String
  public let mutants: Int
  public let killedByUnitTests: Int
  public let killedByScenarios: Int

  public init(variant: String, mutants: Int, killedByUnitTests: Int, killedByScenarios: Int) {
    self.variant = variant
    self.mutants = mutants
    self.killedByUnitTests = killedByUnitTests
    self.killedByScenarios = killedByScenarios
  }
}
