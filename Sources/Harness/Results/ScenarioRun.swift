/// One scenario on one variant.
public struct ScenarioRun: Codable, Equatable, Sendable {
  public let variant: String
  public let passed: Bool
  public let failure: RunFailure?
  public let steps: [StepResult]
  public let leaks: [LeakRecord]
  /// HeadlessUIKit warnings and misuses, as logged.
  public let issues: [String]
  /// Unhandled deep links and other app log entries.
  public let appLog: [String]
  public let statistics: RunStatistics

  public init(
    variant: String, failure: RunFailure?, steps: [StepResult], leaks: [LeakRecord],
    issues: [String], appLog: [String], statistics: RunStatistics
  ) {
    self.variant = variant
    self.passed = failure == nil
    self.failure = failure
    self.steps = steps
    self.leaks = leaks
    self.issues = issues
    self.appLog = appLog
    self.statistics = statistics
  }
}
