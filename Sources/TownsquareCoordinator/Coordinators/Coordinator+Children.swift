/// The bookkeeping of `childCoordinators`, the same for every coordinator.
extension Coordinator {
  /// Keeps `child` alive while its flow runs (it starts it separately, e.g. with an entry
  /// point other than `start()`).
  func addChild(_ child: any Coordinator) {
    childCoordinators.append(child)
  }

  /// Keeps `child` alive and starts its flow.
  func startChild(_ child: any Coordinator) {
    addChild(child)
    child.start()
  }

  /// Lets go of a child whose flow has ended; the child and all it holds are freed.
  func removeChild(_ child: any Coordinator) {
    childCoordinators.removeAll { $0 === child }
  }

  /// Ends every child's flow, depth first: `finish()` for a coordinator that shows nothing of
  /// its own that would outlive it.
  func finishChildren() {
    for child in childCoordinators { child.finish() }
  }

  /// The most recently added running child of type `T`.
  func child<T: Coordinator>(ofType type: T.Type) -> T? {
    childCoordinators.lazy.compactMap { $0 as? T }.last
  }
}
