import HeadlessUIKit
import Townsquare

/// One architecture under test: how to start its app, which named mutants are its own, where
/// its code lives (for the static metrics). Another variant is one more value of this type,
/// registered in ``VariantRegistry``.
public struct AppVariant: Sendable {
  /// How reports and results name it (`VIPER+C`).
  public let name: String
  /// How `--variant` names it on the command line (`viper-coordinator`).
  public let id: String
  /// Other names `--variant` accepts (a former id).
  public let aliases: [String]
  /// The prefix of its named mutants' names (`viper` for `viper.presenterRetainsView`).
  public let faultPrefix: String
  /// Its sources, relative to the package root.
  public let sourcePath: String
  public let makeApp: @MainActor @Sendable (AppEnvironment, UIWindow) -> any RunningApp

  /// `id` defaults to the name in lower case.
  public init(
    name: String, id: String? = nil, aliases: [String] = [], faultPrefix: String,
    sourcePath: String,
    makeApp: @escaping @MainActor @Sendable (AppEnvironment, UIWindow) -> any RunningApp
  ) {
    self.name = name
    self.id = id ?? name.lowercased()
    self.aliases = aliases
    self.faultPrefix = faultPrefix
    self.sourcePath = sourcePath
    self.makeApp = makeApp
  }
}
