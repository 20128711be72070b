/// One mutant and what became of it, as the JSON documents it under `"mutants"`.
public struct MutantResult: Codable, Sendable, Equatable {
  public enum Status: String, Codable, Sendable {
    case killed, survived, uncompilable
  }

  public struct KilledBy: Codable, Sendable, Equatable {
    public var scenarios: [MutantKill] = []
    public var unitTests: [MutantKill] = []

    public init(scenarios: [MutantKill] = [], unitTests: [MutantKill] = []) {
      self.scenarios = scenarios
      self.unitTests = unitTests
    }
  }

  public var id: Int
  /// The named mutant's name (`viper.presenterRetainsView`); absent for a plain operator
  /// mutant.
  public var name: String?
  /// The named mutant's ``Mistake/name``; absent for a plain operator mutant.
  public var mistake: String?
  public var variant: String
  public var `operator`: String
  public var file: String
  public var line: Int
  public var layer: String
  public var original: String
  public var mutated: String
  public var status: Status
  public var killedBy: KilledBy
  /// Why it could not be compiled in schema form (the compiler's first message).
  public var compilerError: String?

  public init(_ mutant: Mutant, killedBy: KilledBy, compilerError: String? = nil) {
    id = mutant.id
    name = mutant.name
    mistake = mutant.mistake
    variant = mutant.variant
    `operator` = mutant.mutationOperator.rawValue
    file = mutant.file
    line = mutant.line
    layer = mutant.layer.rawValue
    original = mutant.site.original
    mutated = mutant.site.mutated
    self.killedBy = killedBy
    self.compilerError = compilerError
    if compilerError != nil {
      status = .uncompilable
    } else {
      status = killedBy.scenarios.isEmpty && killedBy.unitTests.isEmpty ? .survived : .killed
    }
  }
}
