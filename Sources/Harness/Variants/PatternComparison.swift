/// One side of the 2 × 2: two variants that differ in one pattern only, so that a difference
/// between them is that pattern's.
public struct PatternComparison: Sendable, Equatable {
  /// What changes between the two: "navigation" or "screen".
  public let pattern: String
  /// What each side uses for it, in the order of `from`, `to`.
  public let from: String
  public let to: String
  /// The layer the pattern lives in, whose size and change cost answer the question.
  public let layer: SourceLayer
  /// Variant display names.
  public let fromVariant: String
  public let toVariant: String

  /// VIPER → VIPER+C (screens held fixed), VIPER+C → Coordinator (navigation held fixed).
  public static let all: [PatternComparison] = [
    PatternComparison(
      pattern: "navigation", from: "wireframes", to: "coordinators", layer: .navigation,
      fromVariant: AppVariant.viper.name, toVariant: AppVariant.viperCoordinator.name),
    PatternComparison(
      pattern: "screen", from: "VIPER modules", to: "MVVM view models", layer: .screen,
      fromVariant: AppVariant.viperCoordinator.name, toVariant: AppVariant.coordinator.name),
  ]
}
