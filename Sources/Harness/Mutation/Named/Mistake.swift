/// One classic mistake of iOS navigation code, named the same in every variant. Where a
/// variant's code has a place for it, the harness holds it as a named mutant
/// (``NamedMutant``, `<variant>.<name>`), applied only in the generated schema copy; where the
/// site finder finds no such place, it cannot happen in that variant. The catalogue is
/// ``Mistake/catalogue``.
public struct Mistake: Sendable, Equatable {
  /// What kind of harm the mistake does.
  public enum Kind: String, Sendable, CaseIterable {
    case retainCycle = "retain cycle"
    case forgottenCleanup = "forgotten cleanup"
    case staleState = "stale state"
    case timing
  }

  /// How one variant stands to the mistake.
  public enum Presence: Sendable, Equatable {
    /// The variant has a place for it, and this named mutant makes it there.
    case named(String)
    /// The site finder finds no place for it in the variant's code; the sentence says what
    /// was looked for.
    case cannotHappen(String)
  }

  /// The part after the variant prefix: `forgetChildRemoval`.
  public let name: String
  public let kind: Kind
  /// What goes wrong, in any variant.
  public let summary: String
  /// Where the mistake can be made: the operator sites that are an instance of it.
  public let sites: [MistakeSite]
  /// `NAME=VALUE` of the UIKit assumption under which alone the mistake does harm (see
  /// `workbench help assumptions`); nil when it does harm under every value.
  public let caughtOnlyUnder: String?

  init(
    _ name: String, _ kind: Kind, _ summary: String, sites: [MistakeSite],
    caughtOnlyUnder: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.summary = summary
    self.sites = sites
    self.caughtOnlyUnder = caughtOnlyUnder
  }

  /// The variant prefixes the catalogue covers, in report order (the 2 × 2 read row by row).
  public static let variants = ["viper", "viper-coordinator", "mvvm-wireframe", "coordinator"]

  /// The mistake with this name.
  public static func named(_ name: String) -> Mistake? {
    catalogue.first { $0.name == name }
  }

  /// What the site finder looks for, in words: for a variant without any.
  public var sitesDescription: String {
    sites.map(\.description).joined(separator: ", or ")
  }
}
