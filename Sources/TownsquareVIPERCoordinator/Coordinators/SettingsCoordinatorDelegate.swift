/// How ``SettingsCoordinator`` reports to its parent (delegate style).
@MainActor
protocol SettingsCoordinatorDelegate: AnyObject {
  /// Settings left the stack (back gesture, tab re-tap, a new stack); the parent removes it.
  func settingsCoordinatorDidFinish(_ coordinator: SettingsCoordinator)
  /// The user logged out (the session is already ended); the parent passes it up.
  func settingsCoordinatorDidLogOut(_ coordinator: SettingsCoordinator)
}
