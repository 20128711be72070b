import HeadlessUIKit
import Townsquare
import TownsquareVIPER

extension VIPERApp: RunningApp {}

extension AppVariant {
  /// Townsquare as VIPER modules whose wireframes navigate.
  public static let viper = AppVariant(
    name: "VIPER", faultPrefix: "viper", sourcePath: "Sources/TownsquareVIPER"
  ) { environment, window in
    VIPERApp(environment: environment, window: window)
  }
}
