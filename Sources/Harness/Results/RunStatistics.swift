/// Counts over one run of a scenario on a variant.
public struct RunStatistics: Codable, Equatable, Sendable {
  public var transitions = 0
  public var byKind: [String: Int] = [:]
  public var byOrigin: [String: Int] = [:]
  /// Transitions by the role of the code that asked for them (`system` for gestures).
  public var byRole: [String: Int] = [:]
  /// The most screens on the path from the root to the visible screen, over all steps.
  public var maxDepth = 0
  /// Objects registered with the lifetime tracker over the run, by role.
  public var createdByRole: [String: Int] = [:]
  /// The most registered objects alive at once after any step.
  public var peakAlive = 0

  public init() {}
}
