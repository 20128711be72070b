/// A parsed file and every error found in it. When there are diagnostics the file holds what
/// could be recovered (for listing); it must not be run.
public struct ParseResult: Equatable, Sendable {
  public let file: ScenarioFile
  /// Sorted by line and column.
  public let diagnostics: [Diagnostic]

  public init(file: ScenarioFile, diagnostics: [Diagnostic]) {
    self.file = file
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { !diagnostics.isEmpty }
}
