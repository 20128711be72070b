/// One step of a scenario, with where it was written (for reports and run-time failures).
public struct Step: Equatable, Hashable, Sendable, CustomStringConvertible {
  public let command: Command
  /// Where the step's first keyword is.
  public let location: SourceLocation
  /// The whole source line, as written (without its line break).
  public let sourceLine: String
  /// Written `mid-transition STEP`: the step acts while the previous step's animations are
  /// still running; the runner does not let the run loop go idle before it.
  public let actsMidTransition: Bool

  public init(
    command: Command, location: SourceLocation, sourceLine: String, actsMidTransition: Bool = false
  ) {
    self.command = command
    self.location = location
    self.sourceLine = sourceLine
    self.actsMidTransition = actsMidTransition
  }

  /// The step as it would be written in a script, e.g. `tap post-3` or
  /// `mid-transition open "app://settings"`.
  public var displayText: String {
    (actsMidTransition ? Keyword.midTransition + " " : "") + command.displayText
  }

  public var description: String { displayText }
}
