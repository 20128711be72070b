/// What caught a mutant: a scenario or a unit test, and how it failed.
public struct MutantKill: Codable, Sendable, Equatable, Comparable {
  /// The scenario's `file:line` and title, or the test's `Target.Class/testName`.
  public var name: String
  /// Scenarios: `leak`, `wrong hierarchy`, `wrong screen`, `wrong text`, `UIKit misuse`,
  /// `step unavailable`, `crash`, `timeout`; unit tests: `failed`, `crash`, `timeout`.
  public var how: String

  public init(name: String, how: String) {
    self.name = name
    self.how = how
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.name, lhs.how) < (rhs.name, rhs.how) }
}
