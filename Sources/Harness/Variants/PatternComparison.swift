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

  /// The four sides of the 2 × 2: wireframes → coordinators with VIPER screens and with MVVM
  /// screens (screens held fixed); VIPER modules → MVVM view models with wireframes and with
  /// coordinators (navigation held fixed).
  public static let all: [PatternComparison] = [
    navigation(from: .viper, to: .viperCoordinator),
    navigation(from: .mvvmWireframe, to: .coordinator),
    screen(from: .viper, to: .mvvmWireframe),
    screen(from: .viperCoordinator, to: .coordinator),
  ]

  private static func navigation(from: AppVariant, to: AppVariant) -> PatternComparison {
    PatternComparison(
      pattern: "navigation", from: "wireframes", to: "coordinators", layer: .navigation,
      fromVariant: from.name, toVariant: to.name)
  }

  private static func screen(from: AppVariant, to: AppVariant) -> PatternComparison {
    PatternComparison(
      pattern: "screen", from: "VIPER modules", to: "MVVM view models", layer: .screen,
      fromVariant: from.name, toVariant: to.name)
  }
}
