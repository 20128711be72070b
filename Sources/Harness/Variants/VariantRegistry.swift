import ScenarioLanguage
import Townsquare

/// The variants the workbench knows, in report order, and the scenario vocabulary of their app.
public enum VariantRegistry {
  /// The 2 × 2 read row by row — VIPER screens, then MVVM screens; wireframes, then
  /// coordinators — so each variant differs from its row neighbour in navigation only and from
  /// its column neighbour in screens only.
  public static let all: [AppVariant] = [.viper, .viperCoordinator, .mvvmWireframe, .coordinator]

  /// The shared domain every variant builds on, relative to the package root.
  public static let sharedSourcePath = "Sources/Townsquare"

  /// By command-line id, former id or display name, case-insensitive: `viper-coordinator`,
  /// `VIPER+C`, `coordinator`.
  public static func named(_ name: String) -> AppVariant? {
    let wanted = name.lowercased()
    return all.first {
      $0.id == wanted || $0.aliases.contains(wanted) || $0.name.lowercased() == wanted
    }
  }

  /// Screens, tabs and the seeded users' emails, as scripts may name them.
  public static var vocabulary: ScenarioVocabulary {
    var vocabulary = ScenarioVocabulary.townsquare
    vocabulary.emails = Seed.emails
    return vocabulary
  }
}
