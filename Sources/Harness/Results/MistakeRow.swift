/// One mistake of the catalogue (``Mistake``) across the variants that were run: in each,
/// caught, survived, or cannot happen (and why).
public struct MistakeRow: Codable, Equatable, Sendable {
  public enum Status: String, Codable, Sendable {
    /// `notRun`: the variant's named mutant was left out of this run (`--fault`).
    /// `onlyUnderAssumption`: not caught, and its harm needs another UIKit assumption.
    case caught, survived, cannotHappen, notRun, onlyUnderAssumption
  }

  public struct Cell: Codable, Equatable, Sendable {
    /// The variant's display name (`VIPER+C`).
    public let variant: String
    public let status: Status
    /// The named mutant's full name; nil when the mistake cannot happen.
    public let fault: String?
    /// How many scenarios fail with the mutant on; nil when the mistake cannot happen.
    public let caughtBy: Int?
    /// What the site finder looked for and did not find; nil when the mistake has a place.
    public let reason: String?
    /// `NAME=VALUE` under which alone the mistake does harm, when it is not caught here.
    public let onlyUnder: String?

    public init(
      variant: String, status: Status, fault: String? = nil, caughtBy: Int? = nil,
      reason: String? = nil, onlyUnder: String? = nil
    ) {
      self.variant = variant
      self.status = status
      self.fault = fault
      self.caughtBy = caughtBy
      self.reason = reason
      self.onlyUnder = onlyUnder
    }
  }

  /// The name shared by every variant (`forgetChildRemoval`).
  public let mistake: String
  /// `retain cycle`, `forgotten cleanup`, `stale state` or `timing`.
  public let kind: String
  public let summary: String
  /// One per variant run, in run order.
  public let cells: [Cell]

  public init(mistake: String, kind: String, summary: String, cells: [Cell]) {
    self.mistake = mistake
    self.kind = kind
    self.summary = summary
    self.cells = cells
  }

  /// The rows of the catalogue for the variants run (`variants` pairs a fault prefix with a
  /// display name), from the matrix entries of their named mutants. `presence` says, by mistake
  /// and prefix, whether the variant has a named mutant for the mistake or no site for it;
  /// without it, a cell is given only where an entry names the mistake.
  public static func rows(
    variants: [(prefix: String, name: String)], entries: [FaultMatrix.Entry],
    presence: [String: [String: Mistake.Presence]] = [:]
  ) -> [MistakeRow] {
    Mistake.catalogue.map { mistake in
      let cells = variants.compactMap { variant -> Cell? in
        let fault = "\(variant.prefix).\(mistake.name)"
        let found = presence[mistake.name]?[variant.prefix]
        if case .cannotHappen(let reason)? = found {
          return Cell(variant: variant.name, status: .cannotHappen, reason: reason)
        }
        guard let entry = entries.first(where: { $0.fault == fault }) else {
          return found == nil ? nil : Cell(variant: variant.name, status: .notRun, fault: fault)
        }
        let status: Status =
          entry.caught ? .caught : entry.caughtOnlyUnder == nil ? .survived : .onlyUnderAssumption
        return Cell(
          variant: variant.name, status: status, fault: fault, caughtBy: entry.caughtBy.count,
          onlyUnder: entry.caughtOnlyUnder)
      }
      return MistakeRow(
        mistake: mistake.name, kind: mistake.kind.rawValue, summary: mistake.summary,
        cells: cells)
    }
  }
}
