@testable import TownsquareCoordinator

/// The coordinator tree as a short text, to assert child bookkeeping:
/// `App{Main{Home, Profile{Settings}}}`.
extension AppDriver {
  var coordinatorTree: String { Self.describe(appCoordinator) }

  static func describe(_ coordinator: any Coordinator) -> String {
    let name = String(describing: Swift.type(of: coordinator)).replacingOccurrences(
      of: "Coordinator", with: "")
    let children = coordinator.childCoordinators.map(describe)
    return children.isEmpty ? name : name + "{" + children.joined(separator: ", ") + "}"
  }

  /// The tree right after the Main flow starts: its baseline.
  static let mainBaseline = "App{Main{Home, Profile}}"
}
