import HeadlessUIKit
import Townsquare
import TownsquareCoordinator

extension CoordinatorApp: RunningApp {}

extension AppVariant {
  /// Townsquare with external coordinators, child coordinators and a Router.
  public static let coordinator = AppVariant(
    name: "Coordinator", faultPrefix: "coordinator", sourcePath: "Sources/TownsquareCoordinator"
  ) { environment, window in
    CoordinatorApp(environment: environment, window: window)
  }
}
