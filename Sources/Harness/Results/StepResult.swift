/// What one step did on one variant.
public struct StepResult: Codable, Equatable, Sendable {
  /// `file:line` of the step in its script.
  public let location: String
  public let line: Int
  /// The step as written, e.g. `tap post-3`.
  public let action: String
  public let transitions: [TransitionRecord]
  /// The window in the hierarchy notation after the step.
  public let hierarchy: String
  /// The visible screen after the step (`PostDetail(3)`), nil when the window is empty.
  public let screen: String?
  /// Registered objects alive after the step, by role.
  public let aliveByRole: [String: Int]
  /// Why the step failed the scenario, if it did.
  public let failure: String?

  public init(
    location: String, line: Int, action: String, transitions: [TransitionRecord],
    hierarchy: String, screen: String?, aliveByRole: [String: Int], failure: String?
  ) {
    self.location = location
    self.line = line
    self.action = action
    self.transitions = transitions
    self.hierarchy = hierarchy
    self.screen = screen
    self.aliveByRole = aliveByRole
    self.failure = failure
  }
}
