/// One parsed script file: its scenarios in the order they were written.
public struct ScenarioFile: Equatable, Hashable, Sendable {
  /// The path as it was given (or found under a directory that was given), used in messages.
  public let path: String
  public let scenarios: [Scenario]

  public init(path: String, scenarios: [Scenario]) {
    self.path = path
    self.scenarios = scenarios
  }
}
