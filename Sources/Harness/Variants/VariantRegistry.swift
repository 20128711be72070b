import ScenarioLanguage
import Townsquare

/// The variants the workbench knows, in report order, and the scenario vocabulary of their app.
public enum VariantRegistry {
  public static let all: [AppVariant] = [.viper, .coordinator]

  /// The shared domain every variant builds on, relative to the package root.
  public static let sharedSourcePath = "Sources/Townsquare"

  /// Case-insensitive: `viper`, `VIPER`.
  public static func named(_ name: String) -> AppVariant? {
    all.first { $0.name.lowercased() == name.lowercased() }
  }

  /// Screens, tabs and the seeded users' emails, as scripts may name them.
  public static var vocabulary: ScenarioVocabulary {
    var vocabulary = ScenarioVocabulary.townsquare
    vocabulary.emails = Seed.emails
    return vocabulary
  }
}
