import HeadlessUIKit
import Townsquare
import TownsquareCoordinator

extension CoordinatorApp: RunningApp {}

extension AppVariant {
  /// Townsquare as MVVM screens with external coordinators, child coordinators and a Router.
  /// `coordinator`, its id before MVVM+W made the 2 × 2 whole, is still accepted; its faults
  /// keep the `coordinator` prefix, so that every fault name stays valid.
  public static let coordinator = AppVariant(
    name: "MVVM+C", id: "mvvm-coordinator", aliases: ["coordinator"], faultPrefix: "coordinator",
    sourcePath: "Sources/TownsquareCoordinator"
  ) { environment, window in
    CoordinatorApp(environment: environment, window: window)
  }
}
