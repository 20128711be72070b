import ScenarioLanguage
import Townsquare

/// The variants the workbench knows, in report order, and the scenario vocabulary of their app.
public enum VariantRegistry {
  /// The 2 × 2 read left to right: VIPER → VIPER+C changes only the navigation pattern
  /// (wireframes → coordinators), VIPER+C → Coordinator only the screen pattern.
  public static let all: [AppVariant] = [.viper, .viperCoordinator, .coordinator]

  /// The shared domain every variant builds on, relative to the package root.
  public static let sharedSourcePath = "Sources/Townsquare"

  /// By command-line id or display name, case-insensitive: `viper-coordinator`, `VIPER+C`.
  public static func named(_ name: String) -> AppVariant? {
    let wanted = name.lowercased()
    return all.first { $0.id == wanted || $0.name.lowercased() == wanted }
  }

  /// Screens, tabs and the seeded users' emails, as scripts may name them.
  public static var vocabulary: ScenarioVocabulary {
    var vocabulary = ScenarioVocabulary.townsquare
    vocabulary.emails = Seed.emails
    return vocabulary
  }
}
