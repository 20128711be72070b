/// One scenario on every variant, compared.
public struct ScenarioResult: Codable, Equatable, Sendable {
  public let file: String
  public let line: Int
  public let title: String
  public let tags: [String]
  public let runs: [ScenarioRun]
  /// Identical hierarchies after every step on every variant.
  public let equivalent: Bool
  public let divergence: Divergence?

  public init(
    file: String, line: Int, title: String, tags: [String], runs: [ScenarioRun],
    divergence: Divergence?
  ) {
    self.file = file
    self.line = line
    self.title = title
    self.tags = tags
    self.runs = runs
    self.divergence = divergence
    self.equivalent = divergence == nil
  }

  public var passed: Bool { runs.allSatisfy(\.passed) }
  public var location: String { "\(file):\(line)" }
}
