@testable import TownsquareVIPERCoordinator

extension Coordinator {
  /// The running children's type names, e.g. `["SettingsCoordinator"]`.
  var childNames: [String] {
    childCoordinators.map { String(describing: type(of: $0)) }
  }
}
