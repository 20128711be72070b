import Townsquare

/// One mistake of the catalogue (``Mistake``) across the variants that were run: in each,
/// caught, survived, or cannot happen (and why).
public struct MistakeRow: Codable, Equatable, Sendable {
  public enum Status: String, Codable, Sendable {
    /// `notRun`: the variant's fault was left out of this run (not every fault was run).
    /// `onlyUnderAssumption`: not caught, and its harm needs another UIKit assumption.
    case caught, survived, cannotHappen, notRun, onlyUnderAssumption
  }

  public struct Cell: Codable, Equatable, Sendable {
    /// The variant's display name (`VIPER+C`).
    public let variant: String
    public let status: Status
    /// The planted fault's full name; nil when the mistake cannot happen.
    public let fault: String?
    /// How many scenarios fail with the fault on; nil when the mistake cannot happen.
    public let caughtBy: Int?
    /// Why the pattern leaves no place for the mistake; nil when it is planted.
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

  /// The row of `mistake` for the variants run (`variants` pairs a fault prefix with a display
  /// name), from the matrix entries of their planted faults.
  static func rows(
    variants: [(prefix: String, name: String)], entries: [FaultMatrix.Entry]
  ) -> [MistakeRow] {
    Mistake.catalogue.map { mistake in
      let cells = variants.compactMap { variant -> Cell? in
        switch mistake.presence(in: variant.prefix) {
        case nil: return nil
        case .cannotHappen(let reason)?:
          return Cell(variant: variant.name, status: .cannotHappen, reason: reason)
        case .planted(let fault)?:
          guard let entry = entries.first(where: { $0.fault == fault.rawValue }) else {
            return Cell(variant: variant.name, status: .notRun, fault: fault.rawValue)
          }
          let status: Status =
            entry.caught ? .caught : entry.caughtOnlyUnder == nil ? .survived : .onlyUnderAssumption
          return Cell(
            variant: variant.name, status: status, fault: fault.rawValue,
            caughtBy: entry.caughtBy.count, onlyUnder: entry.caughtOnlyUnder)
        }
      }
      return MistakeRow(
        mistake: mistake.name, kind: mistake.kind.rawValue, summary: mistake.summary,
        cells: cells)
    }
  }
}
