/// A classic mistake of one variant's pattern that the variant can be switched into, so that
/// the scenario suite can show it catches it. Names are `variant.mistake`.
public struct PlantedFault: RawRepresentable, Hashable, Sendable, Comparable {
  public let rawValue: String
  /// What the variant does wrong when this fault is planted.
  public let summary: String

  /// Only the known faults; `nil` for any other name.
  public init?(rawValue: String) {
    guard let known = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = known
  }

  init(_ rawValue: String, _ summary: String) {
    self.rawValue = rawValue
    self.summary = summary
  }

  public static func == (lhs: PlantedFault, rhs: PlantedFault) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
  }

  public static func < (lhs: PlantedFault, rhs: PlantedFault) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The variant prefix: `viper`, `viper-coordinator`, `mvvm-wireframe` or `coordinator`.
  public var variant: String {
    String(rawValue.prefix { $0 != "." })
  }

  /// Every planted fault, sorted by name: the planted cells of the ``Mistake`` catalogue.
  public static let all: [PlantedFault] = (viper + viperCoordinator + mvvmWireframe + coordinator)
    .sorted()

  /// The faults of one variant, sorted: `forVariant("viper")`, `forVariant("coordinator")`
  /// (a trailing dot is accepted). The prefix is matched whole: `viper` is not
  /// `viper-coordinator`.
  public static func forVariant(_ prefix: String) -> [PlantedFault] {
    let variant = prefix.hasSuffix(".") ? String(prefix.dropLast()) : prefix
    return all.filter { $0.variant == variant }
  }

  /// The fault with this name, or an error listing the known names.
  public static func named(_ name: String) throws(PlantedFaultError) -> PlantedFault {
    guard let fault = PlantedFault(rawValue: name) else { throw .unknown(name) }
    return fault
  }
}
