import HeadlessUIKit
import Townsquare
import TownsquareVIPERCoordinator

extension VIPERCoordinatorApp: RunningApp {}

extension AppVariant {
  /// Townsquare as VIPER modules navigated by a coordinator tree: VIPER's screens with MVVM+C's
  /// navigation.
  public static let viperCoordinator = AppVariant(
    name: "VIPER+C", id: "viper-coordinator", faultPrefix: "viper-coordinator",
    sourcePath: "Sources/TownsquareVIPERCoordinator"
  ) { environment, window in
    VIPERCoordinatorApp(environment: environment, window: window)
  }
}
