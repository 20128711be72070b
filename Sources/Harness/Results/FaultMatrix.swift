/// Which scenarios catch each named mutant (``NamedMutant``: a classic mistake made at one
/// place of a variant), caught when at least one scenario fails with it switched on.
public struct FaultMatrix: Codable, Equatable, Sendable {
  public struct Catch: Codable, Equatable, Sendable {
    /// `file:line` of the scenario.
    public let scenario: String
    public let title: String
    public let failure: RunFailure

    public init(scenario: String, title: String, failure: RunFailure) {
      self.scenario = scenario
      self.title = title
      self.failure = failure
    }
  }

  /// A scenario that fails on a variant with no fault planted: it shows nothing about faults.
  public struct Broken: Codable, Equatable, Sendable {
    /// `file:line` of the scenario.
    public let scenario: String
    public let title: String
    public let variant: String
    public let failure: RunFailure

    public init(scenario: String, title: String, variant: String, failure: RunFailure) {
      self.scenario = scenario
      self.title = title
      self.variant = variant
      self.failure = failure
    }
  }

  public struct Entry: Codable, Equatable, Sendable {
    public let fault: String
    public let variant: String
    public let summary: String
    public let caughtBy: [Catch]
    public var caught: Bool { !caughtBy.isEmpty }
    /// Set when no scenario catches the fault and its mistake does harm only under another
    /// UIKit assumption than the run's (`rootSwapDuringDismissal=misuse`): not a survivor.
    public let caughtOnlyUnder: String?

    private enum CodingKeys: String, CodingKey {
      case fault, variant, summary, caughtBy, caught, caughtOnlyUnder
    }

    public init(
      fault: String, variant: String, summary: String, caughtBy: [Catch],
      caughtOnlyUnder: String? = nil
    ) {
      self.fault = fault
      self.variant = variant
      self.summary = summary
      self.caughtBy = caughtBy
      self.caughtOnlyUnder = caughtBy.isEmpty ? caughtOnlyUnder : nil
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      fault = try container.decode(String.self, forKey: .fault)
      variant = try container.decode(String.self, forKey: .variant)
      summary = try container.decode(String.self, forKey: .summary)
      caughtBy = try container.decode([Catch].self, forKey: .caughtBy)
      caughtOnlyUnder = try container.decodeIfPresent(String.self, forKey: .caughtOnlyUnder)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(fault, forKey: .fault)
      try container.encode(variant, forKey: .variant)
      try container.encode(summary, forKey: .summary)
      try container.encode(caughtBy, forKey: .caughtBy)
      try container.encode(caught, forKey: .caught)
      try container.encodeIfPresent(caughtOnlyUnder, forKey: .caughtOnlyUnder)
    }
  }

  public let scenarios: [String]
  public let entries: [Entry]
  /// The mistake catalogue × the variants run, from `entries`.
  public let catalogue: [MistakeRow]
  /// The scenarios that fail without any fault, per variant (not encoded when there are none,
  /// as in every passing suite); they catch nothing.
  public let broken: [Broken]

  /// `variants` pairs each variant's fault prefix with its display name, in the order of the
  /// catalogue's columns.
  public init(
    scenarios: [String], entries: [Entry], variants: [(prefix: String, name: String)] = [],
    presence: [String: [String: Mistake.Presence]] = [:], broken: [Broken] = []
  ) {
    self.scenarios = scenarios
    self.entries = entries
    self.broken = broken
    catalogue = MistakeRow.rows(variants: variants, entries: entries, presence: presence)
  }

  private enum CodingKeys: String, CodingKey {
    case scenarios, entries, catalogue, broken
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    scenarios = try container.decode([String].self, forKey: .scenarios)
    entries = try container.decode([Entry].self, forKey: .entries)
    catalogue = try container.decode([MistakeRow].self, forKey: .catalogue)
    broken = try container.decodeIfPresent([Broken].self, forKey: .broken) ?? []
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scenarios, forKey: .scenarios)
    try container.encode(entries, forKey: .entries)
    try container.encode(catalogue, forKey: .catalogue)
    if !broken.isEmpty { try container.encode(broken, forKey: .broken) }
  }

  /// Whether the matrix says anything: every scenario passes without faults.
  public var hasBaseline: Bool { broken.isEmpty }

  /// Faults no scenario catches although their mistake does harm under the run's assumptions.
  public var survivors: [Entry] { entries.filter { !$0.caught && $0.caughtOnlyUnder == nil } }
}
