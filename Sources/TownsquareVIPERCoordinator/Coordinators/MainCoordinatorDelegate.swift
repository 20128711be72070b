/// How ``MainCoordinator`` reports to its parent (delegate style).
@MainActor
protocol MainCoordinatorDelegate: AnyObject {
  /// The user logged out (the session is already ended); the parent ends the Main flow.
  func mainCoordinatorDidLogOut(_ coordinator: MainCoordinator)
}
