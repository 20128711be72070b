/// One `scenario "Title" … end` block.
public struct Scenario: Equatable, Hashable, Sendable {
  public let title: String
  /// Tag names without their `@`, in the order written.
  public let tags: [String]
  /// Preconditions, applied before `launch`.
  public let givens: [Given]
  public let steps: [Step]
  /// Where the `scenario` keyword is.
  public let location: SourceLocation
  /// The text of the `scenario` line, for messages about the scenario as a whole.
  public let sourceLine: String
  /// Where the `end` keyword is (the implicit `expect no-leaks` is reported there). A scenario that
  /// lacks its `end` (a file with diagnostics) uses its own location.
  public let endLocation: SourceLocation
  /// The text of the `end` line.
  public let endSourceLine: String

  public init(
    title: String, tags: [String], givens: [Given], steps: [Step], location: SourceLocation,
    sourceLine: String, endLocation: SourceLocation, endSourceLine: String
  ) {
    self.title = title
    self.tags = tags
    self.givens = givens
    self.steps = steps
    self.location = location
    self.sourceLine = sourceLine
    self.endLocation = endLocation
    self.endSourceLine = endSourceLine
  }

  /// The `scenario` line as it would be written: `scenario "Title" @tag`.
  public var headerText: String {
    ([ScriptText.quoted(title)] + tags.map { "@" + $0 }).reduce("scenario") { $0 + " " + $1 }
  }
}
