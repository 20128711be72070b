/// How ``ProfileCoordinator`` reports to its parent (delegate style).
@MainActor
protocol ProfileCoordinatorDelegate: AnyObject {
  /// The user logged out from the Profile tab's Settings; the parent passes it up.
  func profileCoordinatorDidLogOut(_ coordinator: ProfileCoordinator)
}
