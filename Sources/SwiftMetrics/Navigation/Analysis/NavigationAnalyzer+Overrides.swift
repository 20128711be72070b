/// Rule: an override hides what it overrides — `child.start()` on an `AuthCoordinator` that
/// declares `start()` runs its own, not its base class's `start()` (which every other child
/// that does not override it shares), so the base's callers are only the calls that reach it.
/// Examples: `ModuleRouterTests`.
extension NavigationAnalyzer {
  /// The candidates of a call on a receiver of type `receiver` without the methods of its
  /// strict supertypes that a nearer type of its ancestry (itself included) overrides with
  /// the same parameter labels.
  func withoutOverridden(_ candidates: [Int], receiver: Int32) -> [Int] {
    guard candidates.count > 1 else { return candidates }
    let chain = ancestors(receiver)
    func rank(_ function: Int) -> Int? { chain.firstIndex(of: functionOwner[function]) }
    return candidates.filter { candidate in
      guard let own = rank(candidate), own > 0 else { return true }
      let labels = parameters(of: candidate).map(\.label)
      return !candidates.contains { other in
        guard other != candidate, let nearer = rank(other), nearer < own,
          nodeKinds[Int(functionOwner[other])] != .protocol
        else { return false }
        return parameters(of: other).map(\.label) == labels
      }
    }
  }
}
