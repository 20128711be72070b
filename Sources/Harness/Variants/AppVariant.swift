import HeadlessUIKit
import Townsquare

/// One architecture under test: how to start its app, which planted faults are its own, where
/// its code lives (for the static metrics). A third variant is one more value of this type.
public struct AppVariant: Sendable {
  public let name: String
  /// The prefix of its planted faults' names (`viper` for `viper.presenterRetainsView`).
  public let faultPrefix: String
  /// Its sources, relative to the package root.
  public let sourcePath: String
  public let makeApp: @MainActor @Sendable (AppEnvironment, UIWindow) -> any RunningApp

  public init(
    name: String, faultPrefix: String, sourcePath: String,
    makeApp: @escaping @MainActor @Sendable (AppEnvironment, UIWindow) -> any RunningApp
  ) {
    self.name = name
    self.faultPrefix = faultPrefix
    self.sourcePath = sourcePath
    self.makeApp = makeApp
  }

  /// The faults this variant can be switched into.
  public var plantableFaults: [PlantedFault] { PlantedFault.forVariant(faultPrefix) }
}
