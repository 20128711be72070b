/// One classic mistake of iOS navigation code, named the same in every variant: for each
/// variant either the fault that plants it (`<variant>.<name>`) or why the variant's pattern
/// leaves no place to make it. The catalogue is ``Mistake/catalogue``.
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
    /// The variant can be switched into it with this fault.
    case planted(PlantedFault)
    /// The pattern leaves no place for it; the sentence says why.
    case cannotHappen(String)
  }

  /// The part after the variant prefix: `forgetChildRemoval`.
  public let name: String
  public let kind: Kind
  /// What goes wrong, in any variant.
  public let summary: String
  /// Keyed by variant prefix (`viper`, `viper-coordinator`, `mvvm-wireframe`, `coordinator`).
  public let presence: [String: Presence]
  /// `NAME=VALUE` of the UIKit assumption under which alone the mistake does harm (see
  /// `workbench help assumptions`); nil when it does harm under every value.
  public let caughtOnlyUnder: String?

  init(
    _ name: String, _ kind: Kind, _ summary: String, viper: Presence,
    viperCoordinator: Presence, mvvmWireframe: Presence, coordinator: Presence,
    caughtOnlyUnder: String? = nil
  ) {
    self.caughtOnlyUnder = caughtOnlyUnder
    self.name = name
    self.kind = kind
    self.summary = summary
    presence = [
      Self.variants[0]: viper, Self.variants[1]: viperCoordinator,
      Self.variants[2]: mvvmWireframe, Self.variants[3]: coordinator,
    ]
  }

  /// The variant prefixes the catalogue covers, in report order (the 2 × 2 read row by row).
  public static let variants = ["viper", "viper-coordinator", "mvvm-wireframe", "coordinator"]

  /// How `variant` (a fault prefix) stands to this mistake; nil for a variant outside the
  /// catalogue.
  public func presence(in variant: String) -> Presence? {
    presence[variant]
  }

  /// The planted fault of `variant`, if it has one.
  public func fault(in variant: String) -> PlantedFault? {
    guard case .planted(let fault) = presence[variant] else { return nil }
    return fault
  }

  /// The mistake a planted fault belongs to.
  public static func of(_ fault: PlantedFault) -> Mistake? {
    catalogue.first { $0.fault(in: fault.variant) == fault }
  }
}
