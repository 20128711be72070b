/// One step of a scenario, with where it was written (for reports and run-time failures).
public struct Step: Equatable, Hashable, Sendable, CustomStringConvertible {
  public let command: Command
  /// Where the step's first keyword is.
  public let location: SourceLocation
  /// The whole source line, as written (without its line break).
  public let sourceLine: String

  public init(command: Command, location: SourceLocation, sourceLine: String) {
    self.command = command
    self.location = location
    self.sourceLine = sourceLine
  }

  /// The step as it would be written in a script, e.g. `tap post-3`.
  public var displayText: String { command.displayText }

  public var description: String { displayText }
}
