/// What caught a mutant: a scenario or a unit test, and how it failed.
public struct MutantKill: Codable, Sendable, Equatable, Comparable {
  /// The scenario's `file:line` and title, or the test's `Target.Class/testName`.
  public var name: String
  /// Scenarios: `leak`, `wrong hierarchy`, `wrong screen`, `wrong text`, `UIKit misuse`,
  /// `step unavailable`, `crash`, `timeout`; unit tests: `failed`, `crash`, `timeout`.
  public var how: String
  /// For `run faults`: the scenario's `file:line`, title and failure (absent in `run mutants`).
  public var scenario: String?
  public var title: String?
  public var failure: RunFailure?

  public init(
    name: String, how: String, scenario: String? = nil, title: String? = nil,
    failure: RunFailure? = nil
  ) {
    self.name = name
    self.how = how
    self.scenario = scenario
    self.title = title
    self.failure = failure
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.name, lhs.how) < (rhs.name, rhs.how) }
}
